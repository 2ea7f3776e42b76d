import { describe, expect, it } from "vitest";
import { zipPlacementProblem } from "../../src/shared/zip-position";
import {
  createListing,
  keptImages,
  managedDetail,
  propertyForm,
  putJson,
  stagePhotos,
} from "../factories/manage-properties";
import { signedInClient } from "../factories/users";
import { getJson, issuesOf } from "../setup/api";
import { setupTestApp } from "../setup/setup-test-app";

const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000" });

const realtor = () => signedInClient(t, { role: "realtor", name: "Rita Realtor" });

// ZIP centres as the bundled place data has them (assets/places/us-places.tsv).
const SPRINGFIELD_62701 = { latitude: 39.8, longitude: -89.6495 };
const SPRINGFIELD_62704 = { latitude: 39.7725, longitude: -89.6889 };

/** A listing's fields with no position: the ZIP is to place it. */
const unplaced = { latitude: undefined, longitude: undefined };

describe("saving a listing without coordinates", () => {
  it("places a new listing at its ZIP's centre, a ZIP+4 by its first five digits", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, { ...unplaced, zip: "62701" });
    expect(await managedDetail(client, id)).toMatchObject({ zip: "62701", ...SPRINGFIELD_62701 });

    const plus4 = await createListing(client, { ...unplaced, zip: "62704-1234" });
    expect(await managedDetail(client, plus4.id)).toMatchObject(SPRINGFIELD_62704);
  });

  it("moves an edited listing to its new ZIP's centre", async () => {
    const { client } = await realtor();
    const { id } = await createListing(client, { zip: "62704", latitude: 39.78, longitude: -89.7 });
    const before = await managedDetail(client, id);
    const edit = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ ...unplaced, zip: "62701", images: keptImages(before) }),
    );
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect(await managedDetail(client, id)).toMatchObject({ zip: "62701", ...SPRINGFIELD_62701 });
  });

  it("refuses a ZIP the data does not know, or knows in another state, on the ZIP, and writes nothing", async () => {
    const { client } = await realtor();
    const images = (await stagePhotos(client, 1)).map((image) => ({ uploadId: image.uploadId }));
    const unknown = await client.post(
      "/api/manage/properties",
      propertyForm({ ...unplaced, zip: "00000", images }),
    );
    expect(await issuesOf(unknown)).toEqual({
      zip: zipPlacementProblem({ kind: "unknown", zip: "00000" }),
    });
    expect(zipPlacementProblem({ kind: "unknown", zip: "00000" })).toBe(
      "ZIP 00000 is not in the place data: check the ZIP, or set the position on the map.",
    );

    const elsewhere = await client.post(
      "/api/manage/properties",
      propertyForm({ ...unplaced, zip: "10001", state: "IL", images }),
    );
    expect(await issuesOf(elsewhere)).toEqual({
      zip: "ZIP 10001 is in New York, NY, not IL: check the ZIP and state, or set the position on the map.",
    });
    expect((await getJson<{ total: number }>(client, "/api/manage/properties")).total).toBe(0);

    // An edit is refused alike and leaves the listing as it was.
    const { id } = await createListing(client);
    const before = await managedDetail(client, id);
    const edit = await putJson(
      client,
      `/api/manage/properties/${id}`,
      propertyForm({ ...unplaced, zip: "00000", images: keptImages(before) }),
    );
    expect(Object.keys(await issuesOf(edit))).toEqual(["zip"]);
    expect(await managedDetail(client, id)).toEqual(before);
  });
});

describe("typed coordinates", () => {
  it("win over the ZIP, even one the data does not know", async () => {
    const { client } = await realtor();
    const typed = { latitude: 39.7811, longitude: -89.6502 };
    const { id } = await createListing(client, { zip: "62704", ...typed });
    expect(await managedDetail(client, id)).toMatchObject({ zip: "62704", ...typed });

    const unknownZip = await createListing(client, { zip: "00000", ...typed });
    expect(await managedDetail(client, unknownZip.id)).toMatchObject({ zip: "00000", ...typed });
  });
});
