import { type KeyboardEvent, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";

/** Addresses the box takes, spelled out in full: web, mail, or a path of this site (not "//host"). */
const LINK_ADDRESS = /^(?:https?:\/\/\S+|mailto:\S+|\/(?![/\\])\S*)$/i;

interface LinkRowProps {
  onApply: (url: string) => void;
  onClose: () => void;
}

/** The toolbar's link address box: Enter or Apply makes the link, Escape closes the box only. */
export function LinkRow({ onApply, onClose }: LinkRowProps) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);

  const apply = () => {
    const address = url.trim();
    if (LINK_ADDRESS.test(address)) onApply(address);
    else setError("Enter an address starting with https://, http://, mailto: or /");
  };

  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
    if (event.key === "Escape") {
      // The dialog leaves Escape inside [data-own-escape] alone, so only this box closes.
      event.preventDefault();
      onClose();
    }
  };

  return (
    <div className="grid gap-1 border-b p-2" data-own-escape>
      <div className="flex gap-2">
        <Input
          aria-label="Link address"
          placeholder="https://example.com"
          value={url}
          autoFocus
          aria-invalid={error ? true : undefined}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={onKey}
        />
        <Button type="button" variant="outline" onClick={apply}>
          Apply
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
