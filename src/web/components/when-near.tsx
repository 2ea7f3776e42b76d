import { type ReactNode, useEffect, useRef, useState } from "react";
import { StillSkeletons } from "@/web/components/ui/skeleton";

interface WhenNearProps {
  children: ReactNode;
  /** The box kept until then, so the page does not jump when the content arrives. */
  placeholderClassName?: string;
  /** What the box shows until then (e.g. the section's frame, which links may lead to). */
  placeholder?: ReactNode;
}

/**
 * Draws its children (and so loads their code, when they are lazy) only once the visitor has
 * scrolled within 200 px of them: what sits below a page's first screen costs nothing to someone
 * who never goes there. Without IntersectionObserver, at once.
 */
export function WhenNear({ children, placeholderClassName, placeholder }: WhenNearProps) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  return (
    <div ref={box} aria-hidden={placeholder ? undefined : "true"} className={placeholderClassName}>
      <StillSkeletons>{placeholder}</StillSkeletons>
    </div>
  );
}
