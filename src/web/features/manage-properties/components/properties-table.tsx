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

/** ID, Image, Title, Price, Location, Status, Actions; scrolls sideways on phones. */
export function PropertiesTable({
  properties,
  loading,
  canFeature,
  onAction,
}: PropertiesTableProps) {
  return (
    <Table stickyActions aria-label="Properties" className="min-w-[760px]">
      <TableHeader>
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
      <TableBody>
        <TableStatusRows
          rows={properties}
          loading={loading}
          colSpan={COLUMNS}
          empty={"No properties found"}
        />

        {properties?.map((property) => (
          <TableRow key={property.id}>
            <TableCell className="font-mono text-xs" title={property.id}>
              {shortId(property.id)}
            </TableCell>
            <TableCell>
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
            <TableCell className="max-w-64">
              <span className="line-clamp-2 font-medium">{property.title}</span>
              {canFeature && property.realtorName ? (
                <span className="block text-muted-foreground text-xs">{property.realtorName}</span>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {offerPrice(property.offer, property.price)}
              <span className="block text-muted-foreground text-xs">
                {statusLabel(property.offer, property.status)}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {property.city}, {property.state}
            </TableCell>
            <TableCell>
              {property.isFeatured ? (
                <Badge className="bg-primary text-primary-foreground">Featured</Badge>
              ) : (
                <Badge>Regular</Badge>
              )}
            </TableCell>
            <TableCell className="text-right">
              <PropertyRowActions property={property} canFeature={canFeature} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
