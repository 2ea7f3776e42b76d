import { type ComponentType, type ReactNode, Suspense, useState } from "react";
import { useLive } from "@/web/lib/use-live";

interface DeferredMenuProps<P> {
  /** The menu's button alone, pressed before the menu's code arrives. */
  standIn: (press: { pressed: boolean; onPress: () => void }) => ReactNode;
  /** The lazily loaded menu; opened at once when its stand-in was pressed. */
  Menu: ComponentType<P & { defaultOpen: boolean }>;
  props: P;
}

/**
 * A header menu whose code loads once the page is live. The server draws its button alone; a
 * press on it before the code arrives opens the menu as soon as it does, so an early tap is never
 * lost, and the server's HTML matches the first render in the browser.
 */
export function DeferredMenu<P>({ standIn, Menu, props }: DeferredMenuProps<P>) {
  const live = useLive();
  const [pressed, setPressed] = useState(false);
  const button = standIn({ pressed, onPress: () => setPressed(true) });
  if (!live && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <Menu {...props} defaultOpen={pressed} />
    </Suspense>
  );
}
