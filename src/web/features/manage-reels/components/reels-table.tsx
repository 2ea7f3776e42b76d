import { format } from "date-fns";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { ManagedReel } from "@/shared/manage-reels";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Button } from "@/web/components/ui/button";
import { buttonVariants } from "@/web/components/ui/button-variants";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";
import { paths } from "@/web/lib/paths";

export type ReelAction = { kind: "edit" | "delete"; reel: ManagedReel };

interface ReelsTableProps {
  reels: ManagedReel[] | undefined;
  loading: boolean;
  /** Administrators see whose reel it is; a realtor's own list leaves the column out. */
  showAuthor: boolean;
  onAction: (action: ReelAction) => void;
}

/** Poster, Title, Property, Author, Uploaded, Likes, Actions. */
export function ReelsTable({ reels, loading, showAuthor, onAction }: ReelsTableProps) {
  const columns = showAuthor ? 7 : 6;
  return (
    <Table stickyActions aria-label="Reels" className="min-w-[760px]">
      <TableHeader>
        <TableRow>
          <TableHead className="w-20">Poster</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Property</TableHead>
          {showAuthor ? <TableHead>Author</TableHead> : null}
          <TableHead>Uploaded</TableHead>
          <TableHead className="text-right">Likes</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableStatusRows
          rows={reels}
          loading={loading}
          colSpan={columns}
          empty={"No reels found"}
        />

        {reels?.map((reel) => (
          <TableRow key={reel.id}>
            <TableCell>
              <img
                src={reel.poster.src}
                srcSet={reel.poster.srcSet}
                sizes="48px"
                alt=""
                width={reel.poster.width}
                height={reel.poster.height}
                loading="lazy"
                className="h-16 w-10 rounded object-cover"
              />
            </TableCell>
            <TableCell className="max-w-64 font-medium">
              <span className="line-clamp-2 break-words">{reel.title}</span>
            </TableCell>
            <TableCell className="max-w-56">
              {reel.property ? (
                <Link
                  to={paths.property(reel.property.id)}
                  className="line-clamp-2 break-words underline-offset-4 hover:underline"
                >
                  {reel.property.title}
                </Link>
              ) : (
                <span className="text-muted-foreground">None</span>
              )}
            </TableCell>
            {showAuthor ? <TableCell>{reel.author?.name ?? "Deleted user"}</TableCell> : null}
            <TableCell className="whitespace-nowrap">
              <time dateTime={reel.createdAt}>
                {format(new Date(reel.createdAt), "MMM d, yyyy")}
              </time>
            </TableCell>
            <TableCell className="text-right tabular-nums">{reel.likeCount}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <a
                  href={paths.reels(reel.id)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`View ${reel.title} in Reels (opens in a new tab)`}
                  title="View in Reels"
                  className={buttonVariants({ variant: "ghost", size: "icon" })}
                >
                  <ExternalLink aria-hidden="true" />
                </a>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${reel.title}`}
                  title="Edit"
                  onClick={() => onAction({ kind: "edit", reel })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${reel.title}`}
                  title="Delete"
                  className="text-destructive hover:text-destructive"
                  onClick={() => onAction({ kind: "delete", reel })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
