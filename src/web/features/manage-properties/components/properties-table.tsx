import { ImageOff } from "lucide-react";
import { offerPrice, statusLabel } from "@/shared/listing-life";
import type { ManagedPropertyRow } from "@/shared/manage-properties";
import { TableStatusRows } from "@/web/components/table/table-status-row";
import { Badge } from "@/web/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/web/components/ui/table";
import { shortId } from "../property-format";
import { type PropertyAction, PropertyRowActions } from "./property-row-actions";

interface PropertiesTableProps {
  properties: ManagedPropertyRow[] | undefined;
  loading: boolean;
  canFeature: boolean;
  onAction: (action: PropertyAction) => void;
}

const COLUMNS = 7;

/**
 * Below 768 px each row is a card instead (the table would clip its titles and push price and
 * status out of sight): the photo beside the title, price and status, place and badge, with the
 * actions along the bottom. One set of rows for both, so each control exists once.
 */
const CARD_ROW =
  "max-md:grid max-md:grid-cols-[4rem_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-1 max-md:px-2 max-md:py-3";
const CARD_CELL = "max-md:p-0";

/** ID, Image, Title, Price, Location, Status, Actions; cards on phones. */
export function PropertiesTable({
  properties,
  loading,
  canFeature,
  onAction,
}: PropertiesTableProps) {
  return (
    <Table
      stickyActions
      aria-label="Properties"
      className="max-md:block max-md:[&_tr>*:last-child]:static max-md:[&_tr>*:last-child]:shadow-none md:min-w-[760px]"
    >
      <TableHeader className="max-md:hidden">
        <TableRow>
          <TableHead>ID</TableHead>
          <TableHead>Image</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Price</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:block">
        <TableStatusRows
          rows={properties}
          loading={loading}
          colSpan={COLUMNS}
          empty={"No properties found"}
        />

        {properties?.map((property) => (
          <TableRow key={property.id} className={CARD_ROW}>
            <TableCell className="font-mono text-xs max-md:hidden" title={property.id}>
              {shortId(property.id)}
            </TableCell>
            <TableCell className={`${CARD_CELL} max-md:row-span-4`}>
              {property.image ? (
                <img
                  src={property.image.src}
                  srcSet={property.image.srcSet}
                  sizes="64px"
                  width={property.image.width}
                  height={property.image.height}
                  alt=""
                  loading="lazy"
                  className="h-12 w-16 rounded object-cover"
                />
              ) : (
                <span className="flex h-12 w-16 items-center justify-center rounded bg-muted">
                  <ImageOff aria-label="No photo" className="size-4 text-muted-foreground" />
                </span>
              )}
            </TableCell>
            <TableCell className={`max-w-64 ${CARD_CELL} max-md:max-w-none`}>
              <span className="line-clamp-2 font-medium max-md:line-clamp-none">
                {property.title}
              </span>
              {canFeature && property.realtorName ? (
                <span className="block text-muted-foreground text-xs">{property.realtorName}</span>
              ) : null}
            </TableCell>
            <TableCell className={`whitespace-nowrap ${CARD_CELL}`}>
              {offerPrice(property.offer, property.price)}
              <span className="block text-muted-foreground text-xs">
                {statusLabel(property.offer, property.status)}
              </span>
            </TableCell>
            <TableCell className={`whitespace-nowrap ${CARD_CELL} max-md:whitespace-normal`}>
              {property.city}, {property.state}
            </TableCell>
            <TableCell className={CARD_CELL}>
              {property.isFeatured ? (
                <Badge className="bg-primary text-primary-foreground">Featured</Badge>
              ) : (
                <Badge>Regular</Badge>
              )}
            </TableCell>
            <TableCell className={`text-right ${CARD_CELL} max-md:col-span-2 max-md:pt-2`}>
              <PropertyRowActions property={property} canFeature={canFeature} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
