import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";
import { PlaceSearchField } from "./place-search-field";
import { usePlaceCombobox } from "./use-place-combobox";

/**
 * The home page's search box: the places search suggests as the visitor types, and Search (or a
 * picked place) opens /search for it. A GET form to /search, so it searches before the scripts
 * have started, or without them.
 */
export function HeroSearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const open = (q: string) => navigate(paths.search(q.trim() ? { q: q.trim() } : {}));
  const combobox = usePlaceCombobox(text, (picked) => {
    setText(picked);
    open(picked);
  });

  // Text typed into the server's markup before the scripts adopted it is kept.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);

  return (
    <search className="w-full max-w-2xl">
      <form
        method="get"
        action={paths.search()}
        onSubmit={(event) => {
          event.preventDefault();
          combobox.close();
          open(text);
        }}
        className="flex gap-2"
      >
        <PlaceSearchField
          combobox={combobox}
          text={text}
          onText={setText}
          placeholder="City, ZIP code or address"
          inputRef={input}
          className="flex-1 text-left"
        />
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          Search
        </button>
      </form>
    </search>
  );
}
