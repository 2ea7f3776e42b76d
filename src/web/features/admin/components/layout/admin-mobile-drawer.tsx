import { Menu } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { AdminSidebar } from "./admin-sidebar";

/** Below 768 px the sidebar is a drawer sliding in from the left over a dimmed page. */
export function AdminMobileDrawer({ onOpenSearch }: { onOpenSearch: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center gap-2 border-b px-4 py-2 md:hidden">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open admin menu">
            <Menu aria-hidden="true" />
          </Button>
        </DialogTrigger>
        <DialogContent
          closeLabel="Close admin menu"
          className="top-0 left-0 flex h-dvh max-h-dvh w-72 max-w-[85vw] translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-y-0 border-l-0 p-0 transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
        >
          <div className="border-b px-4 py-4 pr-12">
            <DialogTitle>Admin menu</DialogTitle>
            <DialogDescription className="sr-only">Back office navigation</DialogDescription>
          </div>
          <AdminSidebar
            collapsed={false}
            onNavigate={() => setOpen(false)}
            onOpenSearch={() => {
              setOpen(false);
              onOpenSearch();
            }}
          />
        </DialogContent>
      </Dialog>
      <span className="font-semibold">Admin</span>
    </div>
  );
}
