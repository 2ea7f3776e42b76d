import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { FilePlus2, PenLine, Plus, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { AdminBlogTab } from "@/shared/admin-blog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useQuickDraft } from "../../api/blog-post-actions";
import { ADMIN_BLOG_KEY } from "../../api/blog-posts";
import { blogAdminSearch, readBlogAdminState, TAB_STATUS } from "./blog-admin-url";
import { CategoriesPanel } from "./categories-panel";
import { PostDialog, type PostDialogTarget } from "./post-dialog";
import { PostsPanel } from "./posts-panel";

const TABS: { value: AdminBlogTab; label: string }[] = [
  { value: "published", label: "Published Posts" },
  { value: "drafts", label: "Drafts" },
  { value: "categories", label: "Categories" },
];

/** The quick draft's page switches to Drafts half a second after it is made. */
const QUICK_DRAFT_SWITCH_MS = 500;

/** When the blog data on screen was last read from the server; re-read whenever a fetch ends. */
function useLastUpdated(): Date | null {
  const queryClient = useQueryClient();
  useIsFetching({ queryKey: ADMIN_BLOG_KEY });
  const times = queryClient
    .getQueryCache()
    .findAll({ queryKey: ADMIN_BLOG_KEY })
    .map((query) => query.state.dataUpdatedAt);
  const latest = Math.max(0, ...times);
  return latest > 0 ? new Date(latest) : null;
}

/** /admin/blog?tab=published|drafts|categories: posts, drafts and categories. */
export function AdminBlogPage() {
  useDocumentTitle("Blog Management");
  const [search, setSearch] = useSearchParams();
  const state = readBlogAdminState(search);
  const queryClient = useQueryClient();
  const lastUpdated = useLastUpdated();
  const refreshing = useIsFetching({ queryKey: ADMIN_BLOG_KEY }) > 0;
  const [dialog, setDialog] = useState<PostDialogTarget | null>(null);
  const quickDraft = useQuickDraft();
  const switchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(switchTimer.current), []);

  const update = (change: Partial<typeof state>) => setSearch(blogAdminSearch(state, change));

  const createQuickDraft = () =>
    quickDraft.mutate(undefined, {
      onSuccess: () => {
        notifySuccess("Draft created", "'New Draft Post' was added to your drafts.");
        switchTimer.current = window.setTimeout(
          () => setSearch(blogAdminSearch(state, { tab: "drafts" })),
          QUICK_DRAFT_SWITCH_MS,
        );
      },
      onError: (error) => notifyError("Failed to create post.", error, "Please try again."),
    });

  return (
    <div className="mx-auto grid w-full min-w-0 max-w-7xl gap-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Blog Management</h1>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {lastUpdated ? `Last updated: ${format(lastUpdated, "h:mm:ss a")}` : "Loading..."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={refreshing}
            onClick={() => queryClient.refetchQueries({ queryKey: ADMIN_BLOG_KEY, type: "active" })}
          >
            <RefreshCw
              aria-hidden="true"
              className={refreshing ? "animate-spin motion-reduce:animate-none" : undefined}
            />
            Refresh
          </Button>
          <Button
            variant="outline"
            disabled={quickDraft.isPending}
            onClick={createQuickDraft}
            title="Adds a draft titled 'New Draft Post' and opens the Drafts tab"
          >
            <FilePlus2 aria-hidden="true" />
            {quickDraft.isPending ? "Creating..." : "Quick Draft"}
          </Button>
          <Button variant="outline" onClick={() => setDialog({ kind: "create", status: "draft" })}>
            <PenLine aria-hidden="true" />
            New Draft
          </Button>
          <Button onClick={() => setDialog({ kind: "create", status: "published" })}>
            <Plus aria-hidden="true" />
            New Post
          </Button>
        </div>
      </div>
      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as AdminBlogTab })}>
        <TabsList className="h-auto flex-wrap justify-start sm:w-auto">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="flex-none">
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <Card className="min-w-0">
              <CardContent className="p-2 sm:p-4">
                {tab.value === "categories" ? (
                  <CategoriesPanel />
                ) : (
                  <PostsPanel
                    status={TAB_STATUS[tab.value]}
                    page={state.page}
                    onPage={(page) => update({ page })}
                    onEdit={(id) => setDialog({ kind: "edit", id })}
                  />
                )}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      {dialog ? <PostDialog target={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
