import type { CollectionDetail, CollectionSummary } from "../../src/shared/collections";
import { getJson } from "../setup/api";
import type { TestApp } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";
import { fresh } from "./conversations";
import { createProperty } from "./properties";

/** A new collection of `client`'s, named uniquely unless told. */
export async function createCollection(
  client: TestClient,
  name = `Tours ${crypto.randomUUID().slice(0, 6)}`,
) {
  const response = await client.post("/api/collections", { name }, fresh());
  if (response.status !== 201) throw new Error(`collection not created: ${response.status}`);
  return (await response.json()) as CollectionSummary;
}

/** A listing put into the collection by `client`. */
export async function addListing(t: TestApp, client: TestClient, collectionId: string) {
  const listing = await createProperty(t);
  const response = await client.request(
    "PUT",
    `/api/collections/${collectionId}/homes/${listing.id}`,
    {
      ...fresh(),
    },
  );
  if (response.status !== 204) throw new Error(`home not added: ${response.status}`);
  return listing.id;
}

export const collectionOf = (client: TestClient, id: string) =>
  getJson<CollectionDetail>(client, `/api/collections/${id}`);
