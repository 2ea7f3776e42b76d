import { useSearchParams } from "react-router";
import { ADMIN_USER_SEARCH_MAX } from "@/shared/admin-users";
import { Card, CardContent } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { UrlSearchBox } from "@/web/components/url-search-box";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { RequestsPanel } from "./requests-panel";
import { RoleFilter } from "./role-filter";
import { UsersPanel } from "./users-panel";
import { readUsersPageState, type UsersPageState, usersPageSearch } from "./users-url";

const TABS = [
  { value: "all", label: "All Users" },
  { value: "realtors", label: "Realtors" },
  { value: "photographers", label: "Photographers" },
  { value: "requests", label: "Pending Requests" },
] as const;

/** /admin/users?tab=all|realtors|photographers|requests: everything lives in the URL. */
export function AdminUsersPage() {
  useDocumentTitle("User Management");
  const [search, setSearch] = useSearchParams();
  const state = readUsersPageState(search);
  const update = (change: Partial<UsersPageState>, replace = false) =>
    setSearch(usersPageSearch(state, change), { replace });
  const onPage = (page: number) => update({ page });

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-7xl gap-6 px-4 py-8 md:px-8">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">User Management</h1>
      <Tabs
        value={state.tab}
        onValueChange={(tab) => update({ tab: tab as UsersPageState["tab"] })}
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList className="h-auto flex-wrap justify-start sm:w-auto">
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value} className="flex-none">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {state.tab === "requests" ? null : (
            <div className="flex gap-2">
              <UrlSearchBox
                label="Search users"
                placeholder="Search users..."
                maxLength={ADMIN_USER_SEARCH_MAX}
                className="sm:max-w-sm"
                size="compact"
                value={state.q}
                onCommit={(q) => update({ q }, true)}
              />
              <RoleFilter value={state.role} onChange={(role) => update({ role })} />
            </div>
          )}
        </div>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <Card className="min-w-0">
              <CardContent className="p-2 sm:p-4">
                {tab.value === "requests" ? (
                  <RequestsPanel userId={state.userId} page={state.page} onPage={onPage} />
                ) : (
                  <UsersPanel
                    tab={tab.value}
                    q={state.q}
                    role={state.role}
                    page={state.page}
                    onPage={onPage}
                  />
                )}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
