import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PORTFOLIO_MAX_IMAGES, PORTFOLIO_PREVIEW, type PortfolioImage } from "@/shared/directory";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useDeletePortfolioImage } from "../../api/delete-portfolio-image";
import { useReorderPortfolio } from "../../api/reorder-portfolio";
import { moveImage } from "../../move-image";
import { PortfolioUpload } from "./portfolio-upload";

interface PortfolioManagerProps {
  userId: string;
  portfolio: PortfolioImage[];
}

/**
 * A photographer's portfolio: add (up to 12), remove and reorder; the first three show on the
 * card. After a move or a removal the focus goes where the keyboard user expects it, not to the
 * top of the page.
 */
export function PortfolioManager({ userId, portfolio }: PortfolioManagerProps) {
  const hintId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const reorder = useReorderPortfolio(userId);
  const remove = useDeletePortfolioImage(userId);
  const busy = reorder.isPending || remove.isPending;
  const full = portfolio.length >= PORTFOLIO_MAX_IMAGES;

  useEffect(() => {
    if (!focusKey) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${focusKey}"]`);
    (target ?? uploadRef.current)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const move = async (image: PortfolioImage, offset: number) => {
    const next = moveImage(portfolio, image.id, offset);
    if (busy || next === portfolio) return;
    try {
      await reorder.mutateAsync(next.map((item) => item.id));
      setFocusKey(`${image.id}:${offset < 0 ? "up" : "down"}`);
    } catch (error) {
      notifyError("Failed to reorder photos", error, "Please try again.");
    }
  };

  const removeImage = async (image: PortfolioImage, index: number) => {
    if (busy) return;
    const neighbour = portfolio[index + 1] ?? portfolio[index - 1];
    try {
      await remove.mutateAsync(image.id);
      notifySuccess("Photo removed", "It no longer appears in your portfolio.");
      setFocusKey(neighbour ? `${neighbour.id}:delete` : "upload");
    } catch (error) {
      notifyError("Failed to remove photo", error, "Please try again.");
    }
  };

  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-xl">Portfolio</h3>
        <CardDescription id={hintId}>
          Up to {PORTFOLIO_MAX_IMAGES} photos, JPEG, PNG, WebP or GIF, up to 5MB each. The first{" "}
          {PORTFOLIO_PREVIEW} show on your card.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="font-medium text-sm" aria-live="polite">
          {portfolio.length} of {PORTFOLIO_MAX_IMAGES} photos
          {full ? ". Your portfolio is full: remove a photo to add another." : ""}
        </p>
        <PortfolioUpload
          ref={uploadRef}
          userId={userId}
          room={PORTFOLIO_MAX_IMAGES - portfolio.length}
          hintId={hintId}
        />
        {portfolio.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No photos yet. Add your best shots so visitors can see your work.
          </p>
        ) : (
          <ol ref={listRef} aria-label="Portfolio photos" className="grid gap-3 sm:grid-cols-2">
            {portfolio.map((image, index) => (
              <li key={image.id} className="flex gap-3 rounded-lg border p-2">
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="96px"
                  width={image.width}
                  height={image.height}
                  alt={image.label || `Your work, ${index + 1} of ${portfolio.length}`}
                  loading="lazy"
                  decoding="async"
                  className="size-24 shrink-0 rounded-md bg-muted object-cover"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-2">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                    Photo {index + 1}
                    {index < PORTFOLIO_PREVIEW ? <Badge>On your card</Badge> : null}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-1">
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      data-focus-key={`${image.id}:up`}
                      aria-label={`Move photo ${index + 1} earlier`}
                      aria-disabled={busy || index === 0 || undefined}
                      onClick={() => void move(image, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      data-focus-key={`${image.id}:down`}
                      aria-label={`Move photo ${index + 1} later`}
                      aria-disabled={busy || index === portfolio.length - 1 || undefined}
                      onClick={() => void move(image, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      data-focus-key={`${image.id}:delete`}
                      aria-label={`Remove photo ${index + 1}`}
                      aria-disabled={busy || undefined}
                      onClick={() => void removeImage(image, index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
