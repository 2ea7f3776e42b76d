/** The tab strip's looks, shared by the Radix tabs (tabs.tsx) and the light ones (light-tabs.tsx). */
export const TABS_LIST_CLASS =
  "inline-flex h-10 w-full items-center justify-center rounded-md bg-muted p-1 text-muted-foreground";
export const TABS_TRIGGER_CLASS =
  "inline-flex flex-1 items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 font-medium text-sm transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm";
export const TABS_CONTENT_CLASS =
  "mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";
