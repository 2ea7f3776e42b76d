import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { requestNewsletterSubscription } from "../../src/server/blog/subscribers.service";
import { hashInviteToken } from "../../src/server/collections/invite-token";
import { guestThreadLink } from "../../src/server/inbox/guest-link";
import {
  blogCategories,
  bookingPhotos,
  collectionHomes,
  collectionInvites,
  collectionMembers,
  collectionNotes,
  collections,
  conversationMessages,
  conversations,
  notifications,
  photographerBookings,
  photographerPortfolioImages,
  realtorTourBlocks,
  reviews,
  savedSearches,
  sentEmails,
  threadReports,
  tourRequests,
  user,
} from "../../src/server/platform/db/schema";
import { renditionKey } from "../../src/server/platform/images";
import type { Role } from "../../src/shared/roles";
import type { TourSlotList } from "../../src/shared/tour-calendar";
import { createAccessRequest } from "../factories/admin";
import { createBlogPost } from "../factories/blog";
import {
  addPortfolioRows,
  createAccount,
  createPhotographerEntry,
  createRealtorEntry,
} from "../factories/directory";
import { photo, propertyForm } from "../factories/manage-properties";
import { posterJpeg, videoFixture } from "../factories/manage-reels";
import { createOpenHouse, dayIn } from "../factories/open-houses";
import { createProperty } from "../factories/properties";
import { createReel, createReelUploadRow } from "../factories/reels";
import { createUser, DEFAULT_PASSWORD, signedInClient, uniqueEmail } from "../factories/users";
import type { TestApp } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

/**
 * The authorization matrix: every API route with the status each kind of caller
 * gets. authorization-matrix.test.ts fails when the app has a route this table does not list,
 * when the table lists one the app does not have, and when any cell answers otherwise.
 *
 * Each cell sends a valid body, so an authorized caller's answer is the route's success status
 * (2xx) and a refusal can only be an authorization refusal (or a 404 for what is not theirs).
 */

export const ACTORS = ["anonymous", "user", "realtor", "photographer", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
type SignedIn = Exclude<Actor, "anonymous">;

/** Expected statuses in ACTORS order: anonymous, user, realtor, photographer, admin. */
type Expected = readonly [number, number, number, number, number];

/** One request: path (with query), and the body when the method has one. */
export interface Probe {
  /** Only for routes registered under ALL: the method to try them with. */
  method?: string;
  path: string;
  json?: unknown;
  form?: FormData;
  /** Another signed-in client of the same role, for cells that use an account up. */
  client?: TestClient;
}

export interface Row {
  /** "METHOD /path/:param" exactly as Hono registers it (see app.routes). */
  route: string;
  /** What the cell's resource is when it matters whose it is: "own", "someone else's"... */
  variant?: string;
  expect: Expected;
  /** Builds the cell's request; called once per actor, so it may create a fresh resource. */
  probe: (w: World, actor: Actor) => Promise<Probe> | Probe;
}

/** The callers and the data the cells point at; made once per test file. */
export interface World {
  t: TestApp;
  clients: Record<Actor, TestClient>;
  ids: Record<SignedIn, string>;
  /** Accounts none of the callers is: the "someone else" of the own/other cells. */
  otherRealtorId: string;
  otherPhotographerId: string;
  otherUserId: string;
  propertyId: string;
  reelId: string;
  postId: string;
  draftPostId: string;
  mediaKey: string;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const signedIn = {} as Record<SignedIn, { client: TestClient; id: string }>;
  for (const role of ["user", "realtor", "photographer", "admin"] as const) {
    const { client, account } = await signedInClient(t, { role, name: `Matrix ${role}` });
    signedIn[role] = { client, id: account.id };
  }
  // A photographer's entry (and its portfolio) exists once the dashboard has opened it.
  await signedIn.photographer.client.get("/api/directory/me");
  const otherRealtor = await createRealtorEntry(t);
  const otherPhotographer = await createPhotographerEntry(t);
  const otherUser = await createAccount(t);
  const property = await createProperty(t, { realtorId: otherRealtor.userId });
  const reel = await createReel(t, { authorId: otherRealtor.userId, propertyId: property.id });
  const post = await createBlogPost(t);
  const draft = await createBlogPost(t, { status: "draft" });
  const mediaKey = `matrix/${randomUUID()}.txt`;
  await t.deps.storage.put(mediaKey, new TextEncoder().encode("matrix"), {
    contentType: "text/plain",
  });
  return {
    t,
    clients: {
      anonymous: new TestClient(t),
      user: signedIn.user.client,
      realtor: signedIn.realtor.client,
      photographer: signedIn.photographer.client,
      admin: signedIn.admin.client,
    },
    ids: {
      user: signedIn.user.id,
      realtor: signedIn.realtor.id,
      photographer: signedIn.photographer.id,
      admin: signedIn.admin.id,
    },
    otherRealtorId: otherRealtor.userId,
    otherPhotographerId: otherPhotographer.userId,
    otherUserId: otherUser.id,
    propertyId: property.id,
    reelId: reel.id,
    postId: post.id,
    draftPostId: draft.id,
    mediaKey,
  };
}

// ---- resources made per cell -------------------------------------------------------------------

/** The caller's own account id; a signed-out caller has none, so it points at someone else's. */
const ownerOf = (w: World, actor: Actor, fallback: string) =>
  actor === "anonymous" ? fallback : w.ids[actor];

const listingOf = async (w: World, realtorId: string) =>
  (await createProperty(w.t, { realtorId })).id;
const reelOf = async (w: World, authorId: string) => (await createReel(w.t, { authorId })).id;
const failedUploadOf = async (w: World, authorId: string) =>
  (await createReelUploadRow(w.t, { authorId, status: "failed", failure: "no-video" })).id;
/** An open house next week of a fresh listing of `realtorId`. */
const openHouseOf = async (w: World, realtorId: string) =>
  (await createOpenHouse(w.t, await listingOf(w, realtorId), new Date(Date.now() + 7 * 86_400_000)))
    .id;
/** A valid new open house of a listing in Illinois (the factory's), three days ahead. */
const openHouseForm = () => ({
  date: dayIn("America/Chicago", 3),
  start: "13:00",
  end: "15:00",
  kind: "in_person",
});

async function notificationOf(w: World, userId: string) {
  const [row] = await w.t.deps.db
    .insert(notifications)
    .values({ userId, kind: "tour_request", title: "Matrix", body: "", link: null })
    .returning();
  return row?.id ?? "";
}

/** A collection of `ownerId`'s holding the world's listing, the owner's note on it and an invite. */
async function collectionOf(w: World, ownerId: string) {
  const db = w.t.deps.db;
  const [row] = await db.insert(collections).values({ ownerId, name: "Matrix" }).returning();
  const id = row?.id ?? "";
  await db.insert(collectionMembers).values({ collectionId: id, userId: ownerId, role: "owner" });
  await db.insert(collectionHomes).values({ collectionId: id, propertyId: w.propertyId });
  const [note] = await db
    .insert(collectionNotes)
    .values({ collectionId: id, propertyId: w.propertyId, authorId: ownerId, body: "Matrix" })
    .returning();
  const [invite] = await db
    .insert(collectionInvites)
    .values({
      collectionId: id,
      email: uniqueEmail("invitee"),
      tokenHash: hashInviteToken(randomUUID()),
      invitedBy: ownerId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id, noteId: note?.id ?? "", inviteId: invite?.id ?? "" };
}

/** A fresh invitation's token for the caller's own address (a stranger's when signed out). */
async function inviteTokenFor(w: World, actor: Actor) {
  const { id } = await collectionOf(w, w.otherUserId);
  const [account] =
    actor === "anonymous"
      ? []
      : await w.t.deps.db.select({ email: user.email }).from(user).where(eq(user.id, w.ids[actor]));
  const token = randomUUID();
  await w.t.deps.db.insert(collectionInvites).values({
    collectionId: id,
    email: account?.email ?? uniqueEmail("invitee"),
    tokenHash: hashInviteToken(token),
    invitedBy: w.otherUserId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A saved search of its own criteria, so each cell's save or change meets no other. */
async function savedSearchOf(w: World, userId: string) {
  const [row] = await w.t.deps.db
    .insert(savedSearches)
    .values({ userId, name: "Matrix", query: `q=matrix-${randomUUID()}` })
    .returning();
  return row?.id ?? "";
}

async function portfolioImageOf(w: World, photographerId: string) {
  const [row] = await addPortfolioRows(w.t, photographerId, 1);
  return row?.id ?? "";
}

/** Every portfolio image of the photographer caller, in a new order; others send none. */
async function portfolioOrder(w: World, actor: Actor) {
  if (actor !== "photographer") return { ids: [] };
  const rows = await w.t.deps.db
    .select({ id: photographerPortfolioImages.id })
    .from(photographerPortfolioImages)
    .where(eq(photographerPortfolioImages.photographerId, w.ids.photographer));
  return { ids: rows.map((row) => row.id).reverse() };
}

async function categoryId(w: World) {
  const [row] = await w.t.deps.db
    .insert(blogCategories)
    .values({ name: `Matrix ${randomUUID()}` })
    .returning();
  return row?.id ?? "";
}

const freshAccountId = async (w: World) => (await createAccount(w.t)).id;

async function pendingRequestId(w: World) {
  const requester = await createAccount(w.t);
  return (await createAccessRequest(w.t, requester.id, "realtor")).id;
}

/** A logged e-mail, as the mailer writes one, for the Outbox's message cell. */
async function sentEmailId(w: World): Promise<string> {
  const [row] = await w.t.deps.db
    .insert(sentEmails)
    .values({
      recipient: "matrix@example.test",
      subject: "Matrix",
      kind: "matrix",
      transport: "smtp",
    })
    .returning({ id: sentEmails.id });
  if (!row) throw new Error("no sent e-mail row");
  return row.id;
}

/** A throwaway account suspended through the API (admins only), for the unsuspend cell. */
async function suspendedAccountId(w: World) {
  const id = await freshAccountId(w);
  const response = await w.clients.admin.post(`/api/admin/users/${id}/suspend`, {
    reason: "Matrix",
  });
  if (response.status !== 200) throw new Error(`suspend failed: ${response.status}`);
  return id;
}

/** A client of the caller's role signed in as a new account (cells that change the account). */
async function throwawayClient(w: World, actor: Actor): Promise<TestClient> {
  if (actor === "anonymous") return new TestClient(w.t);
  return (await signedInClient(w.t, { role: actor as Role })).client;
}

const videoForm = () => {
  const form = new FormData();
  form.append("video", new File([videoFixture("portrait.mp4")], "tour.mp4", { type: "video/mp4" }));
  form.append("title", "Matrix tour");
  return form;
};

const jpegForm = async (field: string) => {
  const form = new FormData();
  form.append(
    field,
    new File([new Uint8Array(await photo(320, 240))], "photo.jpg", {
      type: "image/jpeg",
    }),
  );
  return form;
};

export async function reelForm() {
  const form = new FormData();
  form.append("video", new File([videoFixture("portrait.mp4")], "tour.mp4", { type: "video/mp4" }));
  form.append(
    "poster",
    new File([new Uint8Array(await posterJpeg())], "poster.jpg", { type: "image/jpeg" }),
  );
  form.append("title", "Matrix reel");
  return form;
}

/**
 * A listing form with one photo: uploaded by the caller when they may upload (a staged upload is
 * its uploader's only), otherwise an id that names nothing (their role is refused before it).
 */
async function listingForm(w: World, actor: Actor) {
  let uploadId: string = randomUUID();
  if (actor === "realtor" || actor === "admin") {
    const response = await w.clients[actor].request("POST", "/api/manage/uploads/images", {
      body: await jpegForm("image"),
    });
    uploadId = ((await response.json()) as { uploadId: string }).uploadId;
  }
  return propertyForm({ images: [{ uploadId }] });
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const contact = { name: "Matrix", email: "matrix@example.test", message: "Hello there" };
const unique = () => randomUUID().slice(0, 8);

// ---- the lead inbox -------------------------------------------------------------------

/** A thread about a fresh listing of `realtorId` with `memberId`, holding one message. */
async function threadOf(w: World, memberId: string, realtorId: string) {
  const propertyId = await listingOf(w, realtorId);
  const [thread] = await w.t.deps.db
    .insert(conversations)
    .values({ propertyId, memberId, realtorId })
    .returning();
  if (!thread) throw new Error("no thread");
  await w.t.deps.db
    .insert(conversationMessages)
    .values({ conversationId: thread.id, senderId: memberId, body: "Matrix hello" });
  return { ...thread, memberId };
}

/**
 * The API address of a visitor's thread with the other realtor, with its signed key, or with the
 * key of a different thread ("forged").
 */
async function guestLink(w: World, key: "signed" | "forged" = "signed") {
  const propertyId = await listingOf(w, w.otherRealtorId);
  const [thread] = await w.t.deps.db
    .insert(conversations)
    .values({
      propertyId,
      realtorId: w.otherRealtorId,
      memberId: null,
      contactName: "Matrix Guest",
      contactEmail: `guest-${unique()}@example.test`,
      source: "listing",
    })
    .returning();
  if (!thread) throw new Error("no guest thread");
  const signedFor = key === "signed" ? thread.id : randomUUID();
  const page = guestThreadLink(w.t.deps.mailer, signedFor);
  return `/api/guest-threads/${thread.id}?${page.split("?")[1]}`;
}

/** The caller's own thread: as its realtor for the realtor, as its member for anyone else. */
const ownThread = (w: World, actor: Actor) =>
  actor === "realtor"
    ? threadOf(w, w.otherUserId, w.ids.realtor)
    : threadOf(w, ownerOf(w, actor, w.otherUserId), w.otherRealtorId);

const otherThread = (w: World) => threadOf(w, w.otherUserId, w.otherRealtorId);

/** Days off of `realtorId`'s, for the block routes. */
async function blockOf(w: World, realtorId: string): Promise<string> {
  const [block] = await w.t.deps.db
    .insert(realtorTourBlocks)
    .values({ realtorId, firstDay: inAWeek(), lastDay: inAWeek() })
    .returning({ id: realtorTourBlocks.id });
  return block?.id ?? "";
}

/** A tour in a thread, in the state the caller's side can act on (requested for the realtor). */
async function tourIn(
  w: World,
  thread: { id: string; propertyId: string | null; memberId: string; realtorId: string },
  status: "requested" | "proposed" | "accepted",
) {
  const [tour] = await w.t.deps.db
    .insert(tourRequests)
    .values({
      propertyId: thread.propertyId ?? "",
      realtorId: thread.realtorId,
      userId: thread.memberId,
      conversationId: thread.id,
      tourDate: inAWeek(),
      timeWindow: "afternoon",
      status,
      proposedBy: status === "proposed" ? "realtor" : null,
    })
    .returning();
  return tour?.id ?? "";
}

// ---- photographer bookings ---------------------------------------------------------------------

/**
 * The caller's own booking thread: as its photographer for the photographer, as its client
 * (the thread's member side) for anyone else.
 */
const ownBookingThread = (w: World, actor: Actor) =>
  actor === "photographer"
    ? threadOf(w, w.otherRealtorId, w.ids.photographer)
    : threadOf(w, ownerOf(w, actor, w.otherRealtorId), w.otherPhotographerId);

async function bookingIn(
  w: World,
  thread: { id: string; propertyId: string | null; memberId: string; realtorId: string },
  status: "requested" | "proposed" | "accepted" | "delivered",
  portfolioAllowed = false,
) {
  const [booking] = await w.t.deps.db
    .insert(photographerBookings)
    .values({
      propertyId: thread.propertyId ?? "",
      realtorId: thread.memberId,
      photographerId: thread.realtorId,
      conversationId: thread.id,
      shootDate: inAWeek(),
      timeWindow: "morning",
      services: ["photos"],
      status,
      proposedBy: status === "proposed" ? "photographer" : null,
      portfolioAllowed,
    })
    .returning();
  return booking?.id ?? "";
}

/**
 * The caller's own booking after the shoot: on a listing of its client's (so the client may add
 * to it), holding one delivered photo whose one rendition is a real JPEG in storage.
 */
async function workedBooking(
  w: World,
  actor: Actor,
  status: "accepted" | "delivered",
  portfolioAllowed = false,
) {
  const clientId =
    actor === "photographer" ? w.otherRealtorId : ownerOf(w, actor, w.otherRealtorId);
  const photographerId = actor === "photographer" ? w.ids.photographer : w.otherPhotographerId;
  const propertyId = await listingOf(w, clientId);
  const [thread] = await w.t.deps.db
    .insert(conversations)
    .values({ propertyId, memberId: clientId, realtorId: photographerId })
    .returning();
  if (!thread) throw new Error("no thread");
  const bookingId = await bookingIn(w, { ...thread, memberId: clientId }, status, portfolioAllowed);
  const storageKey = `bookings/${bookingId}/${randomUUID()}`;
  await w.t.deps.storage.put(renditionKey(storageKey, 480), new Uint8Array(await photo()), {
    contentType: "image/webp",
  });
  const [row] = await w.t.deps.db
    .insert(bookingPhotos)
    .values({ bookingId, storageKey, widths: [480], width: 480, height: 360 })
    .returning();
  const videoKey = `private/bookings/${bookingId}/source.mp4`;
  const video = videoFixture("portrait.mp4");
  await w.t.deps.storage.put(videoKey, video, { contentType: "video/mp4" });
  await w.t.deps.db
    .update(photographerBookings)
    .set({ videoKey, videoContentType: "video/mp4", videoBytes: video.length, videoTitle: "Tour" })
    .where(eq(photographerBookings.id, bookingId));
  return { bookingId, photoId: row?.id ?? "" };
}

const otherWorkedBooking = (w: World, status: "accepted" | "delivered") =>
  workedBooking(w, "anonymous", status, true);

/** The caller's own booking that their part may answer: requested (photographer) or proposed. */
const ownBooking = async (w: World, actor: Actor) =>
  bookingIn(
    w,
    await ownBookingThread(w, actor),
    actor === "photographer" ? "requested" : "proposed",
  );

const otherBooking = async (w: World) =>
  bookingIn(w, await threadOf(w, w.otherRealtorId, w.otherPhotographerId), "requested");

/** The caller's own tour that their side may answer: requested (realtor) or proposed (member). */
const ownTour = async (w: World, actor: Actor) =>
  tourIn(w, await ownThread(w, actor), actor === "realtor" ? "requested" : "proposed");

const otherTour = async (w: World) => tourIn(w, await otherThread(w), "requested");

/** A visible review of `subjectId` by a new member, for the reply and hide cells. */
async function reviewOf(w: World, subjectId: string) {
  const author = await createAccount(w.t);
  const [row] = await w.t.deps.db
    .insert(reviews)
    .values({
      subjectId,
      authorId: author.id,
      engagementKind: "tour",
      engagementId: randomUUID(),
      stars: 4,
      text: "Matrix review",
    })
    .returning();
  return row?.id ?? "";
}

/** A review of the realtor's accepted tour by its member: the caller's own or someone else's. */
async function reviewBody(w: World, memberId: string) {
  const tourId = await tourIn(w, await threadOf(w, memberId, w.otherRealtorId), "accepted");
  return { engagementKind: "tour", engagementId: tourId, stars: 5, text: "Matrix review" };
}

async function reportId(w: World) {
  const thread = await otherThread(w);
  const [row] = await w.t.deps.db
    .insert(threadReports)
    .values({ conversationId: thread.id, reporterId: w.otherUserId, reason: "Matrix" })
    .returning();
  return row?.id ?? "";
}

/**
 * Better Auth endpoints the allow-list keeps closed, each with a body that would do harm if it
 * were open; the app's own routes for the profile, the password and the users do
 * these jobs. security-auth-endpoints.test.ts walks every other endpoint of the library too.
 */
/** A GET's body is undefined. */
type ClosedAuthEndpoint = [method: "GET" | "POST", path: string, body: (w: World) => unknown];
const CLOSED_AUTH_ENDPOINTS: ClosedAuthEndpoint[] = [
  ["POST", "update-user", () => ({ name: "x".repeat(1000) })],
  [
    "POST",
    "change-password",
    () => ({
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "matrix-password-2",
      revokeOtherSessions: false,
    }),
  ],
  ["POST", "change-email", () => ({ newEmail: uniqueEmail("moved") })],
  ["POST", "delete-user", () => ({ password: DEFAULT_PASSWORD })],
  ["POST", "get-session", () => ({})],
  ["GET", "list-sessions", () => undefined],
  ["POST", "revoke-other-sessions", () => ({})],
  // The reset link opens the app's own page; the library's redirecting GET stays closed.
  ["GET", "reset-password/some-token", () => undefined],
  ["POST", "admin/set-role", (w) => ({ userId: w.otherUserId, role: "admin" })],
  [
    "POST",
    "admin/create-user",
    () => ({ email: uniqueEmail("made"), password: DEFAULT_PASSWORD, name: "Made", role: "admin" }),
  ],
  [
    "POST",
    "admin/set-user-password",
    (w) => ({ userId: w.otherUserId, newPassword: "matrix-password-2" }),
  ],
  ["POST", "admin/impersonate-user", (w) => ({ userId: w.otherUserId })],
  [
    "POST",
    "admin/update-user",
    (w) => ({ userId: w.otherUserId, data: { email: uniqueEmail("moved") } }),
  ],
  ["POST", "admin/remove-user", (w) => ({ userId: w.otherUserId })],
  ["POST", "admin/ban-user", (w) => ({ userId: w.otherUserId })],
  ["POST", "admin/unban-user", (w) => ({ userId: w.otherUserId })],
  ["GET", "admin/list-users", () => undefined],
  ["GET", "ok", () => undefined],
];

// ---- the table ---------------------------------------------------------------------------------

const ALL = (status: number): Expected => [status, status, status, status, status];
/** Any signed-in caller: 401 signed out. */
const SIGNED_IN = (status: number): Expected => [401, status, status, status, status];
const ADMIN = (status: number): Expected => [401, 403, 403, 403, status];
/** Listing and reel management: administrators and realtors. */
const MANAGER = (status: number): Expected => [401, 403, status, 403, status];
/** Someone else's listing or reel: only an administrator may. */
const MANAGER_OTHER = (status: number): Expected => [401, 403, 403, 403, status];
const PROFESSIONAL = (status: number): Expected => [401, 403, status, status, 403];
const PHOTOGRAPHER = (status: number): Expected => [401, 403, 403, status, 403];
const REALTOR = (status: number): Expected => [401, 403, status, 403, 403];

const OWN = "own";
const OTHER = "someone else's";

export const MATRIX: Row[] = [
  // Platform
  { route: "GET /api/health", expect: ALL(200), probe: () => ({ path: "/api/health" }) },
  { route: "GET /api/live", expect: ALL(200), probe: () => ({ path: "/api/live" }) },
  {
    route: "ALL /api/*",
    variant: "no such API route",
    expect: ALL(404),
    probe: () => ({ method: "GET", path: "/api/no-such-route" }),
  },
  {
    route: "GET /media/*",
    expect: ALL(200),
    probe: (w) => ({ path: `/media/${w.mediaKey}` }),
  },
  {
    route: "ALL /media/*",
    variant: "a method media does not serve",
    expect: ALL(404),
    probe: (w) => ({ method: "POST", path: `/media/${w.mediaKey}`, json: {} }),
  },

  // What search engines read: public to all
  { route: "GET /sitemap.xml", expect: ALL(200), probe: () => ({ path: "/sitemap.xml" }) },
  { route: "GET /robots.txt", expect: ALL(200), probe: () => ({ path: "/robots.txt" }) },

  // Better Auth: only the endpoints the app's screens call are open
  {
    route: "GET /api/auth/get-session",
    expect: ALL(200),
    probe: () => ({ path: "/api/auth/get-session" }),
  },
  {
    route: "POST /api/auth/sign-in/email",
    variant: "with the right password",
    expect: ALL(200),
    probe: async (w) => {
      const account = await createUser(w.t);
      return {
        path: "/api/auth/sign-in/email",
        json: { email: account.email, password: DEFAULT_PASSWORD },
        client: new TestClient(w.t),
      };
    },
  },
  {
    route: "POST /api/auth/sign-up/email",
    expect: ALL(200),
    probe: (w) => ({
      path: "/api/auth/sign-up/email",
      json: { name: "Matrix Newcomer", email: uniqueEmail("matrix"), password: DEFAULT_PASSWORD },
      client: new TestClient(w.t),
    }),
  },
  // Account recovery and verification: open to anyone, answering alike for any address.
  {
    route: "POST /api/auth/request-password-reset",
    expect: ALL(200),
    probe: (w) => ({
      path: "/api/auth/request-password-reset",
      json: { email: uniqueEmail("reset") },
      client: new TestClient(w.t),
    }),
  },
  {
    route: "POST /api/auth/reset-password",
    expect: ALL(400),
    probe: (w) => ({
      path: "/api/auth/reset-password",
      json: { token: "not-a-token", newPassword: "matrix-password-3" },
      client: new TestClient(w.t),
    }),
  },
  {
    route: "GET /api/auth/verify-email",
    expect: ALL(302),
    probe: (w) => ({
      method: "GET",
      path: "/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified",
      client: new TestClient(w.t),
    }),
  },
  {
    route: "POST /api/auth/send-verification-email",
    expect: ALL(200),
    probe: (w) => ({
      path: "/api/auth/send-verification-email",
      json: { email: uniqueEmail("resend") },
      client: new TestClient(w.t),
    }),
  },
  {
    route: "POST /api/auth/sign-out",
    expect: ALL(200),
    probe: async (w, actor) => ({
      path: "/api/auth/sign-out",
      client: await throwawayClient(w, actor),
    }),
  },
  ...CLOSED_AUTH_ENDPOINTS.map(
    ([method, path, body]): Row => ({
      route: "ALL /api/*",
      variant: `Better Auth's closed ${method} ${path}`,
      expect: ALL(404),
      probe: async (w) => ({ method, path: `/api/auth/${path}`, json: await body(w) }),
    }),
  ),

  // Own profile and account
  {
    route: "GET /api/profile/me",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/profile/me" }),
  },
  {
    route: "PATCH /api/profile/me",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/profile/me", json: { bio: "Matrix bio" } }),
  },
  {
    route: "PATCH /api/profile/me/notification-settings",
    expect: SIGNED_IN(200),
    probe: () => ({
      path: "/api/profile/me/notification-settings",
      json: { marketingEmails: false },
    }),
  },
  {
    route: "PUT /api/profile/me/avatar",
    expect: SIGNED_IN(200),
    probe: async () => ({ path: "/api/profile/me/avatar", form: await jpegForm("avatar") }),
  },
  {
    route: "DELETE /api/profile/me/avatar",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/profile/me/avatar" }),
  },
  {
    route: "POST /api/account/password",
    expect: SIGNED_IN(204),
    probe: async (w, actor) => ({
      path: "/api/account/password",
      json: {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: "another-horse-battery",
        confirmPassword: "another-horse-battery",
      },
      client: await throwawayClient(w, actor),
    }),
  },
  {
    route: "POST /api/access-requests",
    variant: "only the plain user role may ask",
    expect: [401, 201, 403, 403, 403],
    probe: async (w, actor) => ({
      path: "/api/access-requests",
      json: {
        requestType: "realtor",
        fullName: "Matrix Person",
        brokerageName: "Matrix Homes",
        brokerageEmail: "broker@example.test",
        licenseNumber: "IL-0001",
      },
      client: await throwawayClient(w, actor),
    }),
  },
  {
    route: "GET /api/access-requests/mine",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/access-requests/mine" }),
  },
  // One-click unsubscribe: the signed link is the only authority, whoever sends it.
  {
    route: "POST /api/email/unsubscribe",
    variant: "with a signed link",
    expect: ALL(200),
    probe: async (w) => {
      const account = await createUser(w.t);
      const query = w.t.deps.mailer.unsubscribeQuery({ topic: "digest", subject: account.id });
      return { path: `/api/email/unsubscribe?${query}`, json: {} };
    },
  },
  {
    route: "GET /api/email/unsubscribe",
    expect: ALL(303),
    probe: () => ({ path: "/api/email/unsubscribe?topic=digest&subject=someone&token=forged" }),
  },
  {
    route: "GET /api/email/unsubscribe-link",
    variant: "with a signed link",
    expect: ALL(200),
    probe: async (w) => {
      const account = await createUser(w.t);
      const query = w.t.deps.mailer.unsubscribeQuery({ topic: "digest", subject: account.id });
      return { path: `/api/email/unsubscribe-link?${query}` };
    },
  },
  {
    route: "GET /api/notifications",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/notifications" }),
  },
  {
    route: "POST /api/notifications/read-all",
    expect: SIGNED_IN(204),
    probe: () => ({ path: "/api/notifications/read-all", json: {} }),
  },
  {
    route: "POST /api/notifications/:id/read",
    variant: OWN,
    expect: SIGNED_IN(204),
    probe: async (w, actor) => ({
      path: `/api/notifications/${await notificationOf(w, ownerOf(w, actor, w.otherUserId))}/read`,
      json: {},
    }),
  },
  {
    route: "POST /api/notifications/:id/read",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/notifications/${await notificationOf(w, w.otherUserId)}/read`,
      json: {},
    }),
  },
  {
    route: "POST /api/recent-searches",
    expect: SIGNED_IN(204),
    probe: () => ({ path: "/api/recent-searches", json: { query: "city=Springfield" } }),
  },
  {
    route: "GET /api/recent-searches",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/recent-searches" }),
  },
  {
    route: "GET /api/saved-searches",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/saved-searches" }),
  },
  {
    route: "POST /api/saved-searches",
    expect: SIGNED_IN(201),
    probe: () => ({ path: "/api/saved-searches", json: { query: `q=matrix-${randomUUID()}` } }),
  },
  ...(
    [
      ["PATCH /api/saved-searches/:id", "", { name: "Renamed" }],
      ["DELETE /api/saved-searches/:id", "", undefined],
      ["POST /api/saved-searches/:id/seen", "/seen", {}],
    ] as const
  ).flatMap(([route, suffix, json]): Row[] => [
    {
      route,
      variant: OWN,
      expect: SIGNED_IN(204),
      probe: async (w, actor) => ({
        path: `/api/saved-searches/${await savedSearchOf(w, ownerOf(w, actor, w.otherUserId))}${suffix}`,
        json,
      }),
    },
    {
      route,
      variant: OTHER,
      expect: SIGNED_IN(404),
      probe: async (w) => ({
        path: `/api/saved-searches/${await savedSearchOf(w, w.otherUserId)}${suffix}`,
        json,
      }),
    },
  ]),
  {
    route: "GET /api/recently-viewed",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/recently-viewed" }),
  },
  {
    route: "GET /api/recently-viewed/listings",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/recently-viewed/listings?ids=${w.propertyId}` }),
  },
  {
    route: "PUT /api/recently-viewed/:propertyId",
    expect: SIGNED_IN(204),
    probe: (w) => ({ path: `/api/recently-viewed/${w.propertyId}`, json: {} }),
  },
  {
    route: "GET /api/dashboard/summary",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/dashboard/summary" }),
  },

  // Listing and reel numbers: anyone's page reports; a realtor reads only their own.
  {
    route: "POST /api/analytics/events",
    expect: ALL(204),
    probe: (w) => ({
      path: "/api/analytics/events",
      json: { type: "view", kind: "listing", id: w.propertyId },
    }),
  },
  {
    route: "GET /api/analytics",
    variant: "own",
    expect: MANAGER(200),
    probe: () => ({ path: "/api/analytics?days=7" }),
  },
  {
    route: "GET /api/analytics",
    variant: "someone else's listing",
    expect: [401, 403, 403, 403, 403],
    probe: (w) => ({ path: `/api/analytics?kind=listing&id=${w.propertyId}` }),
  },

  // Saved listings: the path names a listing; the list is always the caller's own.
  { route: "GET /api/saved", expect: SIGNED_IN(200), probe: () => ({ path: "/api/saved" }) },
  {
    route: "GET /api/saved/ids",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/saved/ids" }),
  },
  {
    route: "PUT /api/saved/:propertyId",
    expect: SIGNED_IN(204),
    probe: (w) => ({ path: `/api/saved/${w.propertyId}`, json: {} }),
  },
  {
    route: "DELETE /api/saved/:propertyId",
    expect: SIGNED_IN(204),
    probe: (w) => ({ path: `/api/saved/${w.propertyId}` }),
  },

  // Shared collections: the caller's own (as its owner) and someone else's, which is a 404.
  {
    route: "GET /api/collections",
    expect: SIGNED_IN(200),
    probe: (w) => ({ path: `/api/collections?property=${w.propertyId}` }),
  },
  {
    route: "POST /api/collections",
    expect: SIGNED_IN(201),
    probe: () => ({ path: "/api/collections", json: { name: "Matrix" } }),
  },
  {
    route: "POST /api/collections/invites/accept",
    expect: SIGNED_IN(200),
    probe: async (w, actor) => ({
      path: "/api/collections/invites/accept",
      json: { token: await inviteTokenFor(w, actor) },
    }),
  },
  ...(
    [
      ["GET /api/collections/:id", 200, () => "", undefined],
      ["PATCH /api/collections/:id", 204, () => "", { name: "Renamed" }],
      ["DELETE /api/collections/:id", 204, () => "", undefined],
      ["GET /api/collections/:id/members", 200, () => "/members", undefined],
      ["POST /api/collections/:id/leave", 204, () => "/leave", {}],
      ["PUT /api/collections/:id/homes/:propertyId", 204, (w) => `/homes/${w.propertyId}`, {}],
      [
        "DELETE /api/collections/:id/homes/:propertyId",
        204,
        (w) => `/homes/${w.propertyId}`,
        undefined,
      ],
      [
        "POST /api/collections/:id/homes/:propertyId/notes",
        201,
        (w) => `/homes/${w.propertyId}/notes`,
        { body: "Matrix" },
      ],
      [
        "PATCH /api/collections/:id/notes/:noteId",
        200,
        (_, c) => `/notes/${c.noteId}`,
        { body: "Edited" },
      ],
      ["DELETE /api/collections/:id/notes/:noteId", 204, (_, c) => `/notes/${c.noteId}`, undefined],
      [
        "PUT /api/collections/:id/homes/:propertyId/reaction",
        204,
        (w) => `/homes/${w.propertyId}/reaction`,
        { reaction: "love" },
      ],
      [
        "DELETE /api/collections/:id/homes/:propertyId/reaction",
        204,
        (w) => `/homes/${w.propertyId}/reaction`,
        undefined,
      ],
      [
        "POST /api/collections/:id/invites",
        201,
        () => "/invites",
        { email: "matrix-invitee@example.test" },
      ],
      [
        "DELETE /api/collections/:id/invites/:inviteId",
        204,
        (_, c) => `/invites/${c.inviteId}`,
        undefined,
      ],
    ] as const satisfies readonly (readonly [
      string,
      number,
      (w: World, c: { noteId: string; inviteId: string }) => string,
      unknown,
    ])[]
  ).flatMap(([route, status, suffix, json]): Row[] => [
    {
      route,
      variant: OWN,
      expect: SIGNED_IN(status),
      probe: async (w, actor) => {
        const cell = await collectionOf(w, ownerOf(w, actor, w.otherUserId));
        return { path: `/api/collections/${cell.id}${suffix(w, cell)}`, json };
      },
    },
    {
      route,
      variant: OTHER,
      expect: SIGNED_IN(404),
      probe: async (w) => {
        const cell = await collectionOf(w, w.otherUserId);
        return { path: `/api/collections/${cell.id}${suffix(w, cell)}`, json };
      },
    },
  ]),

  // Blog (public side)
  { route: "GET /api/blog/posts", expect: ALL(200), probe: () => ({ path: "/api/blog/posts" }) },
  {
    route: "GET /api/blog/categories",
    expect: ALL(200),
    probe: () => ({ path: "/api/blog/categories" }),
  },
  {
    route: "GET /api/blog/popular-tags",
    expect: ALL(200),
    probe: () => ({ path: "/api/blog/popular-tags" }),
  },
  {
    route: "GET /api/blog/posts/:id",
    variant: "published",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/blog/posts/${w.postId}` }),
  },
  {
    route: "GET /api/blog/posts/:id",
    variant: "a draft",
    expect: [404, 404, 404, 404, 200],
    probe: (w) => ({ path: `/api/blog/posts/${w.draftPostId}` }),
  },
  {
    route: "POST /api/blog/posts/:id/views",
    expect: ALL(204),
    probe: (w) => ({ path: `/api/blog/posts/${w.postId}/views`, json: {} }),
  },
  {
    route: "GET /api/blog/posts/:id/comments",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/blog/posts/${w.postId}/comments` }),
  },
  {
    route: "POST /api/blog/posts/:id/comments",
    expect: SIGNED_IN(201),
    probe: (w) => ({
      path: `/api/blog/posts/${w.postId}/comments`,
      json: { body: "Matrix comment" },
    }),
  },
  {
    route: "PUT /api/blog/posts/:id/like",
    expect: SIGNED_IN(200),
    probe: (w) => ({ path: `/api/blog/posts/${w.postId}/like`, json: {} }),
  },
  {
    route: "DELETE /api/blog/posts/:id/like",
    expect: SIGNED_IN(200),
    probe: (w) => ({ path: `/api/blog/posts/${w.postId}/like` }),
  },
  {
    route: "POST /api/blog/subscribers",
    expect: ALL(202),
    probe: () => ({ path: "/api/blog/subscribers", json: { email: `m-${unique()}@example.test` } }),
  },
  {
    // The e-mailed token is the whole credential: anyone holding the link may confirm.
    route: "POST /api/blog/subscribers/confirm",
    expect: ALL(200),
    probe: async (w) => ({
      path: "/api/blog/subscribers/confirm",
      json: {
        token: await requestNewsletterSubscription(w.t.deps.db, `c-${unique()}@example.test`),
      },
    }),
  },

  // Back office: administrators only
  {
    route: "GET /api/admin/users",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/users" }),
  },
  {
    route: "GET /api/admin/users/:id",
    expect: ADMIN(200),
    probe: (w) => ({ path: `/api/admin/users/${w.otherUserId}` }),
  },
  {
    route: "PATCH /api/admin/users/:id",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/users/${await freshAccountId(w)}`,
      json: { name: "Renamed" },
    }),
  },
  {
    route: "POST /api/admin/users/:id/suspend",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/users/${await freshAccountId(w)}/suspend`,
      json: { reason: "Matrix" },
    }),
  },
  {
    route: "POST /api/admin/users/:id/unsuspend",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/users/${await suspendedAccountId(w)}/unsuspend`,
      json: {},
    }),
  },
  {
    route: "DELETE /api/admin/users/:id",
    expect: ADMIN(204),
    probe: async (w) => ({ path: `/api/admin/users/${await freshAccountId(w)}` }),
  },
  {
    route: "GET /api/admin/access-requests",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/access-requests" }),
  },
  {
    route: "POST /api/admin/access-requests/:id/approve",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/access-requests/${await pendingRequestId(w)}/approve`,
      json: {},
    }),
  },
  {
    route: "POST /api/admin/access-requests/:id/reject",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/access-requests/${await pendingRequestId(w)}/reject`,
      json: { reason: "Not enough detail" },
    }),
  },
  {
    route: "GET /api/admin/stats",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/stats" }),
  },
  {
    route: "GET /api/admin/activities",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/activities" }),
  },
  {
    route: "GET /api/admin/pending-tasks",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/pending-tasks" }),
  },
  {
    route: "GET /api/admin/search",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/search?q=matrix" }),
  },
  {
    route: "GET /api/admin/analytics",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/analytics" }),
  },
  {
    route: "GET /api/admin/traffic",
    expect: ADMIN(200),
    probe: (w) => ({ path: `/api/admin/traffic?days=90&kind=listing&id=${w.propertyId}` }),
  },
  {
    route: "GET /api/admin/outbox",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/outbox" }),
  },
  {
    route: "GET /api/admin/outbox/:id",
    expect: ADMIN(200),
    probe: async (w) => ({ path: `/api/admin/outbox/${await sentEmailId(w)}` }),
  },
  {
    route: "GET /api/admin/jobs/counts",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/jobs/counts" }),
  },
  {
    route: "GET /api/admin/settings",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/settings" }),
  },
  {
    route: "PUT /api/admin/settings",
    expect: ADMIN(200),
    probe: () => ({
      path: "/api/admin/settings",
      json: { siteName: "HomeScope", contactEmail: "hello@example.test" },
    }),
  },
  {
    route: "GET /api/admin/site-pages",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/site-pages" }),
  },
  {
    route: "PUT /api/admin/site-pages/:slug",
    expect: ADMIN(200),
    probe: () => ({
      path: "/api/admin/site-pages/terms",
      json: { title: "Terms of Service", body: "Be kind." },
    }),
  },
  {
    route: "GET /api/admin/blog/posts",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/blog/posts" }),
  },
  {
    route: "POST /api/admin/blog/posts",
    expect: ADMIN(201),
    probe: () => ({
      path: "/api/admin/blog/posts",
      json: { title: "Matrix post", content: "<p>Words</p>", tags: [], categories: [] },
    }),
  },
  {
    route: "POST /api/admin/blog/posts/quick-draft",
    expect: ADMIN(201),
    probe: () => ({ path: "/api/admin/blog/posts/quick-draft", json: {} }),
  },
  {
    route: "GET /api/admin/blog/posts/:id",
    expect: ADMIN(200),
    probe: (w) => ({ path: `/api/admin/blog/posts/${w.draftPostId}` }),
  },
  {
    route: "PUT /api/admin/blog/posts/:id",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/blog/posts/${(await createBlogPost(w.t, { status: "draft" })).id}`,
      json: { title: "Edited", content: "<p>Edited</p>", tags: [], categories: [] },
    }),
  },
  {
    route: "POST /api/admin/blog/posts/:id/publish",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/blog/posts/${(await createBlogPost(w.t, { status: "draft" })).id}/publish`,
      json: {},
    }),
  },
  {
    route: "PUT /api/admin/blog/posts/:id/cover",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/blog/posts/${(await createBlogPost(w.t)).id}/cover`,
      form: await jpegForm("cover"),
    }),
  },
  {
    route: "DELETE /api/admin/blog/posts/:id/cover",
    expect: ADMIN(200),
    probe: async (w) => ({ path: `/api/admin/blog/posts/${(await createBlogPost(w.t)).id}/cover` }),
  },
  {
    route: "DELETE /api/admin/blog/posts/:id",
    expect: ADMIN(204),
    probe: async (w) => ({ path: `/api/admin/blog/posts/${(await createBlogPost(w.t)).id}` }),
  },
  {
    route: "GET /api/admin/blog/categories",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/blog/categories" }),
  },
  {
    route: "POST /api/admin/blog/categories",
    expect: ADMIN(201),
    probe: () => ({ path: "/api/admin/blog/categories", json: { name: `Matrix ${unique()}` } }),
  },
  {
    route: "PATCH /api/admin/blog/categories/:id",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/blog/categories/${await categoryId(w)}`,
      json: { name: `Renamed ${unique()}` },
    }),
  },
  {
    route: "DELETE /api/admin/blog/categories/:id",
    expect: ADMIN(204),
    probe: async (w) => ({ path: `/api/admin/blog/categories/${await categoryId(w)}` }),
  },

  // Directories
  { route: "GET /api/realtors", expect: ALL(200), probe: () => ({ path: "/api/realtors" }) },
  {
    route: "GET /api/realtors/:id",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/realtors/${w.otherRealtorId}` }),
  },
  {
    route: "GET /api/photographers",
    expect: ALL(200),
    probe: () => ({ path: "/api/photographers" }),
  },
  {
    route: "GET /api/photographers/:id",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/photographers/${w.otherPhotographerId}` }),
  },
  {
    route: "POST /api/realtors/:id/messages",
    expect: ALL(201),
    probe: (w) => ({ path: `/api/realtors/${w.otherRealtorId}/messages`, json: contact }),
  },
  {
    route: "POST /api/photographers/:id/messages",
    expect: ALL(201),
    probe: (w) => ({ path: `/api/photographers/${w.otherPhotographerId}/messages`, json: contact }),
  },
  {
    route: "GET /api/directory/me",
    variant: "own entry; users and admins have none",
    expect: PROFESSIONAL(200),
    probe: () => ({ path: "/api/directory/me" }),
  },
  {
    route: "PATCH /api/directory/me",
    variant: "own entry",
    expect: PROFESSIONAL(200),
    probe: () => ({ path: "/api/directory/me", json: { bio: "Matrix bio" } }),
  },
  {
    route: "POST /api/directory/me/portfolio",
    expect: PHOTOGRAPHER(201),
    probe: async () => ({ path: "/api/directory/me/portfolio", form: await jpegForm("image") }),
  },
  {
    route: "PATCH /api/directory/me/portfolio/order",
    variant: "own images",
    expect: PHOTOGRAPHER(200),
    probe: async (w, actor) => ({
      path: "/api/directory/me/portfolio/order",
      json: await portfolioOrder(w, actor),
    }),
  },
  {
    route: "DELETE /api/directory/me/portfolio/:imageId",
    variant: OWN,
    expect: PHOTOGRAPHER(204),
    probe: async (w, actor) => ({
      path: `/api/directory/me/portfolio/${await portfolioImageOf(
        w,
        actor === "photographer" ? w.ids.photographer : w.otherPhotographerId,
      )}`,
    }),
  },
  {
    route: "DELETE /api/directory/me/portfolio/:imageId",
    variant: OTHER,
    expect: PHOTOGRAPHER(404),
    probe: async (w) => ({
      path: `/api/directory/me/portfolio/${await portfolioImageOf(w, w.otherPhotographerId)}`,
    }),
  },

  // Listings (public side)
  { route: "GET /api/site", expect: ALL(200), probe: () => ({ path: "/api/site" }) },
  {
    route: "GET /api/site-pages/:slug",
    expect: ALL(200),
    probe: () => ({ path: "/api/site-pages/about" }),
  },
  { route: "GET /api/properties", expect: ALL(200), probe: () => ({ path: "/api/properties" }) },
  { route: "GET /api/places", expect: ALL(200), probe: () => ({ path: "/api/places?q=Austin" }) },
  // Unknown markets: 404 for everyone alike (a refreshed market's 200 is markets-report.test.ts's).
  {
    route: "GET /api/markets/cities/:state/:city",
    expect: ALL(404),
    probe: () => ({ path: "/api/markets/cities/tx/nowhere-at-all" }),
  },
  {
    route: "GET /api/markets/zips/:zip",
    expect: ALL(404),
    probe: () => ({ path: "/api/markets/zips/00000" }),
  },
  {
    route: "GET /api/properties/:id/similar",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/properties/${w.propertyId}/similar` }),
  },
  {
    route: "GET /api/properties/:id/sold-nearby",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/properties/${w.propertyId}/sold-nearby` }),
  },
  {
    route: "GET /api/properties/compare",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/properties/compare?ids=${w.propertyId}` }),
  },
  {
    route: "GET /api/properties/:id",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/properties/${w.propertyId}` }),
  },
  {
    route: "POST /api/properties/:id/inquiries",
    expect: ALL(201),
    probe: (w) => ({ path: `/api/properties/${w.propertyId}/inquiries`, json: contact }),
  },
  {
    route: "POST /api/properties/:id/tour-requests",
    expect: SIGNED_IN(201),
    probe: async (w) => {
      // A fresh listing each time: a thread holds one request waiting for an answer.
      const listingId = await listingOf(w, w.otherRealtorId);
      const slots = await w.clients.anonymous.get(`/api/properties/${listingId}/tour-slots`);
      const { days } = (await slots.json()) as TourSlotList;
      // The realtor's first free slot: one a caller took before is no longer among them.
      const slot = days.flatMap((day) => day.slots)[0];
      return {
        path: `/api/properties/${listingId}/tour-requests`,
        json: { startsAt: slot?.startsAt, mode: "in_person", message: "Matrix tour" },
      };
    },
  },

  // The lead inbox: threads are their two people's only; admins are not among them.
  {
    route: "GET /api/conversations",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/conversations?as=realtor" }),
  },
  {
    route: "GET /api/conversations/unread",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/conversations/unread" }),
  },
  {
    route: "GET /api/conversations/:id",
    variant: OWN,
    expect: SIGNED_IN(200),
    probe: async (w, actor) => ({ path: `/api/conversations/${(await ownThread(w, actor)).id}` }),
  },
  {
    route: "GET /api/conversations/:id",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({ path: `/api/conversations/${(await otherThread(w)).id}` }),
  },
  {
    route: "POST /api/conversations/:id/read",
    variant: OWN,
    expect: SIGNED_IN(204),
    probe: async (w, actor) => ({
      path: `/api/conversations/${(await ownThread(w, actor)).id}/read`,
      json: {},
    }),
  },
  {
    route: "POST /api/conversations/:id/read",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/conversations/${(await otherThread(w)).id}/read`,
      json: {},
    }),
  },
  {
    route: "POST /api/conversations/:id/messages",
    variant: OWN,
    expect: SIGNED_IN(201),
    probe: async (w, actor) => ({
      path: `/api/conversations/${(await ownThread(w, actor)).id}/messages`,
      json: { body: "Matrix reply" },
    }),
  },
  {
    route: "POST /api/conversations/:id/messages",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/conversations/${(await otherThread(w)).id}/messages`,
      json: { body: "Matrix reply" },
    }),
  },
  {
    route: "POST /api/conversations/:id/block",
    variant: "own (the realtor's side only)",
    expect: [401, 403, 200, 403, 403],
    probe: async (w, actor) => ({
      path: `/api/conversations/${(await ownThread(w, actor)).id}/block`,
      json: {},
    }),
  },
  {
    route: "POST /api/conversations/:id/block",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/conversations/${(await otherThread(w)).id}/block`,
      json: {},
    }),
  },
  {
    route: "DELETE /api/conversations/:id/block",
    variant: "own (the realtor's side only)",
    expect: [401, 403, 200, 403, 403],
    probe: async (w, actor) => ({
      path: `/api/conversations/${(await ownThread(w, actor)).id}/block`,
    }),
  },
  {
    route: "DELETE /api/conversations/:id/block",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({ path: `/api/conversations/${(await otherThread(w)).id}/block` }),
  },
  {
    route: "POST /api/conversations/:id/report",
    variant: "own (the member's side only)",
    expect: [401, 201, 403, 201, 201],
    probe: async (w, actor) => ({
      path: `/api/conversations/${(await ownThread(w, actor)).id}/report`,
      json: { reason: "Matrix report" },
    }),
  },
  {
    route: "POST /api/conversations/:id/report",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/conversations/${(await otherThread(w)).id}/report`,
      json: { reason: "Matrix report" },
    }),
  },
  {
    // Taken only with INBOUND_MAIL_DOMAIN and its token (tests/api/inbox-inbound-mail.test.ts).
    route: "POST /api/mail/inbound",
    variant: "on a site that takes no inbound mail",
    expect: ALL(404),
    probe: () => ({ path: "/api/mail/inbound", json: {} }),
  },
  {
    route: "GET /api/conversations/lead-stages",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/conversations/lead-stages" }),
  },
  {
    route: "PATCH /api/conversations/:id/lead",
    variant: "own (the realtor's side only)",
    expect: [401, 403, 200, 403, 403],
    probe: async (w, actor) => ({
      path: `/api/conversations/${(await ownThread(w, actor)).id}/lead`,
      json: { stage: "touring" },
    }),
  },
  {
    route: "PATCH /api/conversations/:id/lead",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/conversations/${(await otherThread(w)).id}/lead`,
      json: { stage: "touring" },
    }),
  },
  {
    route: "GET /api/guest-threads/:id",
    variant: "with the link's key",
    expect: ALL(200),
    probe: async (w) => ({ path: await guestLink(w) }),
  },
  {
    route: "GET /api/guest-threads/:id",
    variant: "with another thread's key",
    expect: ALL(404),
    probe: async (w) => ({ path: await guestLink(w, "forged") }),
  },
  {
    route: "POST /api/guest-threads/:id/messages",
    variant: "with the link's key",
    expect: ALL(201),
    probe: async (w) => ({
      path: (await guestLink(w)).replace("?", "/messages?"),
      json: { body: "Matrix guest" },
    }),
  },
  {
    route: "POST /api/guest-threads/:id/messages",
    variant: "with another thread's key",
    expect: ALL(404),
    probe: async (w) => ({
      path: (await guestLink(w, "forged")).replace("?", "/messages?"),
      json: { body: "Matrix guest" },
    }),
  },
  {
    route: "GET /api/tours/upcoming",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/tours/upcoming" }),
  },
  {
    route: "GET /api/tours/requests",
    expect: SIGNED_IN(200),
    probe: (w) => ({ path: `/api/tours/requests?listing=${w.propertyId}` }),
  },
  // Tours on the realtor's calendar: the free slots are public, the hours the realtor's own.
  {
    route: "GET /api/properties/:id/tour-slots",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/properties/${w.propertyId}/tour-slots` }),
  },
  {
    route: "GET /api/tour-availability",
    expect: REALTOR(200),
    probe: () => ({ path: "/api/tour-availability" }),
  },
  {
    route: "PUT /api/tour-availability",
    expect: REALTOR(200),
    probe: () => ({
      path: "/api/tour-availability",
      json: { weekly: Array(7).fill({ start: "09:00", end: "17:00" }), slotMinutes: 60 },
    }),
  },
  {
    route: "POST /api/tour-availability/blocks",
    expect: REALTOR(201),
    probe: () => ({
      path: "/api/tour-availability/blocks",
      json: { firstDay: inAWeek(), lastDay: inAWeek(), note: "Matrix" },
    }),
  },
  {
    route: "DELETE /api/tour-availability/blocks/:id",
    variant: OWN,
    expect: REALTOR(204),
    probe: async (w, actor) => ({
      path: `/api/tour-availability/blocks/${await blockOf(w, actor === "anonymous" ? w.otherRealtorId : w.ids[actor])}`,
    }),
  },
  {
    route: "DELETE /api/tour-availability/blocks/:id",
    variant: OTHER,
    expect: [401, 403, 404, 403, 403],
    probe: async (w) => ({
      path: `/api/tour-availability/blocks/${await blockOf(w, w.otherRealtorId)}`,
    }),
  },
  {
    route: "GET /api/tours/:id/invite.ics",
    variant: OWN,
    expect: SIGNED_IN(200),
    probe: async (w, actor) => ({
      path: `/api/tours/${await tourIn(w, await ownThread(w, actor), "accepted")}/invite.ics`,
    }),
  },
  {
    route: "GET /api/tours/:id/invite.ics",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/tours/${await tourIn(w, await otherThread(w), "accepted")}/invite.ics`,
    }),
  },
  ...(["accept", "decline", "cancel"] as const).flatMap((action): Row[] => {
    const json = action === "accept" ? {} : { reason: "Matrix reason" };
    return [
      {
        route: `POST /api/tours/:id/${action}`,
        variant: OWN,
        expect: SIGNED_IN(200),
        probe: async (w, actor) => ({
          path: `/api/tours/${await ownTour(w, actor)}/${action}`,
          json,
        }),
      },
      {
        route: `POST /api/tours/:id/${action}`,
        variant: OTHER,
        expect: SIGNED_IN(404),
        probe: async (w) => ({ path: `/api/tours/${await otherTour(w)}/${action}`, json }),
      },
    ];
  }),
  {
    route: "POST /api/tours/:id/propose",
    variant: "own (the realtor's side only)",
    expect: [401, 403, 200, 403, 403],
    probe: async (w, actor) => ({
      path: `/api/tours/${await ownTour(w, actor)}/propose`,
      json: { date: inAWeek(), window: "evening" },
    }),
  },
  {
    route: "POST /api/tours/:id/propose",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/tours/${await otherTour(w)}/propose`,
      json: { date: inAWeek(), window: "evening" },
    }),
  },
  // Photographer bookings: realtors book; a booking is its thread's two people's only.
  {
    route: "GET /api/bookings/listings",
    expect: [401, 403, 200, 403, 403],
    probe: () => ({ path: "/api/bookings/listings" }),
  },
  {
    route: "POST /api/bookings",
    expect: [401, 403, 201, 403, 403],
    probe: async (w) => ({
      path: "/api/bookings",
      json: {
        photographerId: w.otherPhotographerId,
        listingId: await listingOf(w, w.ids.realtor),
        date: inAWeek(),
        window: "morning",
        services: ["photos"],
      },
    }),
  },
  {
    route: "GET /api/bookings",
    variant: OWN,
    expect: SIGNED_IN(200),
    probe: async (w, actor) => ({
      path: `/api/bookings?conversation=${(await ownBookingThread(w, actor)).id}`,
    }),
  },
  {
    route: "GET /api/bookings",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings?conversation=${(await threadOf(w, w.otherRealtorId, w.otherPhotographerId)).id}`,
    }),
  },
  ...(["accept", "decline", "cancel"] as const).flatMap((action): Row[] => {
    const json = action === "accept" ? {} : { reason: "Matrix reason" };
    return [
      {
        route: `POST /api/bookings/:id/${action}`,
        variant: OWN,
        expect: SIGNED_IN(200),
        probe: async (w, actor) => ({
          path: `/api/bookings/${await ownBooking(w, actor)}/${action}`,
          json,
        }),
      },
      {
        route: `POST /api/bookings/:id/${action}`,
        variant: OTHER,
        expect: SIGNED_IN(404),
        probe: async (w) => ({ path: `/api/bookings/${await otherBooking(w)}/${action}`, json }),
      },
    ];
  }),
  {
    route: "POST /api/bookings/:id/propose",
    variant: "own (the photographer's part only)",
    expect: [401, 403, 403, 200, 403],
    probe: async (w, actor) => ({
      path: `/api/bookings/${await ownBooking(w, actor)}/propose`,
      json: { date: inAWeek(), window: "evening" },
    }),
  },
  {
    route: "POST /api/bookings/:id/propose",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings/${await otherBooking(w)}/propose`,
      json: { date: inAWeek(), window: "evening" },
    }),
  },
  {
    route: "POST /api/bookings/:id/photos",
    variant: "own (the photographer's part only)",
    expect: [401, 403, 403, 201, 403],
    probe: async (w, actor) => ({
      path: `/api/bookings/${(await workedBooking(w, actor, "accepted")).bookingId}/photos`,
      form: await jpegForm("image"),
    }),
  },
  {
    route: "POST /api/bookings/:id/photos",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings/${(await otherWorkedBooking(w, "accepted")).bookingId}/photos`,
      form: await jpegForm("image"),
    }),
  },
  {
    route: "POST /api/bookings/:id/deliver",
    variant: "own (the photographer's part only)",
    expect: [401, 403, 403, 200, 403],
    probe: async (w, actor) => ({
      path: `/api/bookings/${(await workedBooking(w, actor, "accepted")).bookingId}/deliver`,
    }),
  },
  {
    route: "POST /api/bookings/:id/deliver",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings/${(await otherWorkedBooking(w, "accepted")).bookingId}/deliver`,
    }),
  },
  {
    route: "PUT /api/bookings/:id/video",
    variant: "own (the photographer's part only)",
    expect: [401, 403, 403, 200, 403],
    probe: async (w, actor) => ({
      path: `/api/bookings/${(await workedBooking(w, actor, "accepted")).bookingId}/video`,
      form: videoForm(),
    }),
  },
  {
    route: "PUT /api/bookings/:id/video",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings/${(await otherWorkedBooking(w, "accepted")).bookingId}/video`,
      form: videoForm(),
    }),
  },
  {
    route: "DELETE /api/bookings/:id/video",
    variant: "own (the photographer's part only)",
    expect: [401, 403, 403, 200, 403],
    probe: async (w, actor) => ({
      path: `/api/bookings/${(await workedBooking(w, actor, "accepted")).bookingId}/video`,
    }),
  },
  {
    route: "DELETE /api/bookings/:id/video",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings/${(await otherWorkedBooking(w, "accepted")).bookingId}/video`,
    }),
  },
  {
    route: "GET /api/bookings/:id/video",
    variant: OWN,
    expect: SIGNED_IN(200),
    probe: async (w, actor) => ({
      path: `/api/bookings/${(await workedBooking(w, actor, "delivered")).bookingId}/video`,
    }),
  },
  {
    route: "GET /api/bookings/:id/video",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({
      path: `/api/bookings/${(await otherWorkedBooking(w, "delivered")).bookingId}/video`,
    }),
  },
  {
    route: "POST /api/bookings/:id/add-to-listing",
    variant: "own (the realtor's part only)",
    expect: [401, 200, 200, 403, 200],
    probe: async (w, actor) => {
      const { bookingId, photoId } = await workedBooking(w, actor, "delivered");
      return {
        path: `/api/bookings/${bookingId}/add-to-listing`,
        json: { photoIds: [photoId], allowPortfolio: true },
      };
    },
  },
  {
    route: "POST /api/bookings/:id/add-to-listing",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => {
      const { bookingId, photoId } = await otherWorkedBooking(w, "delivered");
      return {
        path: `/api/bookings/${bookingId}/add-to-listing`,
        json: { photoIds: [photoId], allowPortfolio: true },
      };
    },
  },
  {
    route: "POST /api/bookings/:id/photos/:photoId/portfolio",
    variant: "own, allowed (the photographer's part only)",
    expect: [401, 403, 403, 200, 403],
    probe: async (w, actor) => {
      const { bookingId, photoId } = await workedBooking(w, actor, "delivered", true);
      return { path: `/api/bookings/${bookingId}/photos/${photoId}/portfolio` };
    },
  },
  {
    route: "POST /api/bookings/:id/photos/:photoId/portfolio",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => {
      const { bookingId, photoId } = await otherWorkedBooking(w, "delivered");
      return { path: `/api/bookings/${bookingId}/photos/${photoId}/portfolio` };
    },
  },
  {
    route: "GET /api/admin/reports",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/reports" }),
  },
  {
    route: "POST /api/admin/reports/:id/resolve",
    expect: ADMIN(200),
    probe: async (w) => ({ path: `/api/admin/reports/${await reportId(w)}/resolve`, json: {} }),
  },
  {
    route: "GET /api/admin/response-times",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/response-times" }),
  },

  // Reviews
  {
    route: "GET /api/realtors/:id/reviews",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/realtors/${w.otherRealtorId}/reviews` }),
  },
  {
    route: "GET /api/photographers/:id/reviews",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/photographers/${w.otherPhotographerId}/reviews` }),
  },
  {
    route: "GET /api/reviews/reviewable",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/reviews/reviewable" }),
  },
  {
    route: "POST /api/reviews",
    variant: "own accepted tour",
    expect: SIGNED_IN(201),
    probe: async (w, actor) => ({
      path: "/api/reviews",
      json: await reviewBody(w, ownerOf(w, actor, w.otherUserId)),
    }),
  },
  {
    route: "POST /api/reviews",
    variant: OTHER,
    expect: SIGNED_IN(404),
    probe: async (w) => ({ path: "/api/reviews", json: await reviewBody(w, w.otherUserId) }),
  },
  {
    route: "POST /api/reviews/:id/reply",
    variant: "a review of the caller",
    expect: SIGNED_IN(200),
    probe: async (w, actor) => ({
      path: `/api/reviews/${await reviewOf(w, ownerOf(w, actor, w.otherRealtorId))}/reply`,
      json: { text: "Matrix reply" },
    }),
  },
  {
    route: "POST /api/reviews/:id/reply",
    variant: OTHER,
    expect: [401, 403, 403, 403, 403],
    probe: async (w) => ({
      path: `/api/reviews/${await reviewOf(w, w.otherRealtorId)}/reply`,
      json: { text: "Matrix reply" },
    }),
  },
  {
    route: "GET /api/admin/reviews",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/admin/reviews" }),
  },
  {
    route: "POST /api/admin/reviews/:id/hide",
    expect: ADMIN(200),
    probe: async (w) => ({
      path: `/api/admin/reviews/${await reviewOf(w, w.otherRealtorId)}/hide`,
      json: { reason: "Matrix reason" },
    }),
  },

  // Reels (public side)
  { route: "GET /api/reels", expect: ALL(200), probe: () => ({ path: "/api/reels" }) },
  {
    route: "GET /api/reels/:id",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/reels/${w.reelId}` }),
  },
  {
    route: "GET /api/reels/:id/comments",
    expect: ALL(200),
    probe: (w) => ({ path: `/api/reels/${w.reelId}/comments` }),
  },
  {
    route: "PUT /api/reels/:id/like",
    expect: SIGNED_IN(200),
    probe: (w) => ({ path: `/api/reels/${w.reelId}/like`, json: {} }),
  },
  {
    route: "DELETE /api/reels/:id/like",
    expect: SIGNED_IN(200),
    probe: (w) => ({ path: `/api/reels/${w.reelId}/like` }),
  },
  {
    route: "POST /api/reels/:id/comments",
    expect: SIGNED_IN(201),
    probe: (w) => ({ path: `/api/reels/${w.reelId}/comments`, json: { body: "Matrix comment" } }),
  },

  // Listing management: administrators every listing, realtors their own
  {
    route: "GET /api/manage/properties",
    expect: MANAGER(200),
    probe: () => ({ path: "/api/manage/properties" }),
  },
  {
    route: "GET /api/manage/properties/:id",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
    }),
  },
  {
    route: "GET /api/manage/properties/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({
      path: `/api/manage/properties/${await listingOf(w, w.otherRealtorId)}`,
    }),
  },
  {
    route: "POST /api/manage/properties",
    expect: MANAGER(201),
    probe: async (w, actor) => ({
      path: "/api/manage/properties",
      json: await listingForm(w, actor),
    }),
  },
  {
    route: "PUT /api/manage/properties/:id",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
      json: await listingForm(w, actor),
    }),
  },
  {
    route: "PUT /api/manage/properties/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, w.otherRealtorId)}`,
      json: await listingForm(w, actor),
    }),
  },
  {
    route: "GET /api/manage/drafts/:listing",
    variant: "a new listing's",
    expect: MANAGER(200),
    probe: () => ({ path: "/api/manage/drafts/new" }),
  },
  {
    route: "GET /api/manage/drafts/:listing",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({ path: `/api/manage/drafts/${await listingOf(w, w.otherRealtorId)}` }),
  },
  {
    route: "PUT /api/manage/drafts/:listing",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/drafts/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
      json: { fields: { title: "Matrix draft" }, photos: [] },
    }),
  },
  {
    route: "PUT /api/manage/drafts/:listing",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({
      path: `/api/manage/drafts/${await listingOf(w, w.otherRealtorId)}`,
      json: { fields: { title: "Matrix draft" }, photos: [] },
    }),
  },
  {
    route: "DELETE /api/manage/drafts/:listing",
    variant: "a new listing's",
    expect: MANAGER(204),
    probe: () => ({ path: "/api/manage/drafts/new" }),
  },
  {
    route: "PATCH /api/manage/properties/:id/featured",
    variant: "own; featuring is for administrators only",
    expect: ADMIN(200),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}/featured`,
      json: { isFeatured: true },
    }),
  },
  {
    route: "PATCH /api/manage/properties/:id/status",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}/status`,
      json: { status: "pending" },
    }),
  },
  {
    route: "PATCH /api/manage/properties/:id/status",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({
      path: `/api/manage/properties/${await listingOf(w, w.otherRealtorId)}/status`,
      json: { status: "pending" },
    }),
  },
  {
    route: "DELETE /api/manage/properties/:id",
    variant: OWN,
    expect: MANAGER(204),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
    }),
  },
  {
    route: "DELETE /api/manage/properties/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(204),
    probe: async (w) => ({
      path: `/api/manage/properties/${await listingOf(w, w.otherRealtorId)}`,
    }),
  },
  {
    route: "GET /api/manage/properties/:id/open-houses",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}/open-houses`,
    }),
  },
  {
    route: "GET /api/manage/properties/:id/open-houses",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({
      path: `/api/manage/properties/${await listingOf(w, w.otherRealtorId)}/open-houses`,
    }),
  },
  {
    route: "POST /api/manage/properties/:id/open-houses",
    variant: OWN,
    expect: MANAGER(201),
    probe: async (w, actor) => ({
      path: `/api/manage/properties/${await listingOf(w, ownerOf(w, actor, w.otherRealtorId))}/open-houses`,
      json: openHouseForm(),
    }),
  },
  {
    route: "POST /api/manage/properties/:id/open-houses",
    variant: OTHER,
    expect: MANAGER_OTHER(201),
    probe: async (w) => ({
      path: `/api/manage/properties/${await listingOf(w, w.otherRealtorId)}/open-houses`,
      json: openHouseForm(),
    }),
  },
  {
    route: "DELETE /api/manage/open-houses/:id",
    variant: OWN,
    expect: MANAGER(204),
    probe: async (w, actor) => ({
      path: `/api/manage/open-houses/${await openHouseOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
    }),
  },
  {
    route: "DELETE /api/manage/open-houses/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(204),
    probe: async (w) => ({
      path: `/api/manage/open-houses/${await openHouseOf(w, w.otherRealtorId)}`,
    }),
  },
  {
    route: "GET /api/open-houses/:id/calendar.ics",
    expect: ALL(200),
    probe: async (w) => ({
      path: `/api/open-houses/${await openHouseOf(w, w.otherRealtorId)}/calendar.ics`,
    }),
  },
  {
    route: "POST /api/manage/uploads/images",
    expect: MANAGER(201),
    probe: async () => ({ path: "/api/manage/uploads/images", form: await jpegForm("image") }),
  },
  {
    route: "GET /api/manage/places",
    expect: MANAGER(200),
    probe: () => ({ path: "/api/manage/places?q=Springfield" }),
  },
  {
    route: "GET /api/manage/realtors",
    expect: ADMIN(200),
    probe: () => ({ path: "/api/manage/realtors?q=a" }),
  },

  // Reel management: administrators every reel, realtors their own
  {
    route: "GET /api/manage/reels",
    expect: MANAGER(200),
    probe: () => ({ path: "/api/manage/reels" }),
  },
  {
    route: "GET /api/manage/reels/properties",
    expect: MANAGER(200),
    probe: () => ({ path: "/api/manage/reels/properties" }),
  },
  {
    route: "POST /api/manage/reels",
    expect: MANAGER(202),
    probe: async () => ({ path: "/api/manage/reels", form: await reelForm() }),
  },
  {
    route: "GET /api/manage/reels/uploads/:id",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/reels/uploads/${await failedUploadOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
    }),
  },
  {
    route: "GET /api/manage/reels/uploads/:id",
    variant: OTHER,
    // A realtor's view holds only their own uploads: someone else's is not found.
    expect: [401, 403, 404, 403, 200],
    probe: async (w) => ({
      path: `/api/manage/reels/uploads/${await failedUploadOf(w, w.otherRealtorId)}`,
    }),
  },
  {
    route: "POST /api/manage/reels/uploads/:id/retry",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/reels/uploads/${await failedUploadOf(w, ownerOf(w, actor, w.otherRealtorId))}/retry`,
    }),
  },
  {
    route: "POST /api/manage/reels/uploads/:id/retry",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({
      path: `/api/manage/reels/uploads/${await failedUploadOf(w, w.otherRealtorId)}/retry`,
    }),
  },
  {
    route: "DELETE /api/manage/reels/uploads/:id",
    variant: OWN,
    expect: MANAGER(204),
    probe: async (w, actor) => ({
      path: `/api/manage/reels/uploads/${await failedUploadOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
    }),
  },
  {
    route: "DELETE /api/manage/reels/uploads/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(204),
    probe: async (w) => ({
      path: `/api/manage/reels/uploads/${await failedUploadOf(w, w.otherRealtorId)}`,
    }),
  },
  {
    route: "PATCH /api/manage/reels/:id",
    variant: OWN,
    expect: MANAGER(200),
    probe: async (w, actor) => ({
      path: `/api/manage/reels/${await reelOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
      json: { title: "Matrix title" },
    }),
  },
  {
    route: "PATCH /api/manage/reels/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(200),
    probe: async (w) => ({
      path: `/api/manage/reels/${await reelOf(w, w.otherRealtorId)}`,
      json: { title: "Matrix title" },
    }),
  },
  {
    route: "DELETE /api/manage/reels/:id",
    variant: OWN,
    expect: MANAGER(204),
    probe: async (w, actor) => ({
      path: `/api/manage/reels/${await reelOf(w, ownerOf(w, actor, w.otherRealtorId))}`,
    }),
  },
  {
    route: "DELETE /api/manage/reels/:id",
    variant: OTHER,
    expect: MANAGER_OTHER(204),
    probe: async (w) => ({ path: `/api/manage/reels/${await reelOf(w, w.otherRealtorId)}` }),
  },
];

/** "METHOD /path" of every route the app registered a handler for (middleware left out). */
export function registeredRoutes(app: TestApp["app"]): Set<string> {
  const found = new Set<string>();
  for (const route of app.routes) {
    // Middleware takes (c, next); a handler that answers takes (c) only. Wildcard middleware
    // (app.use) is registered under method ALL, so this is also what tells them apart.
    if (route.handler.length >= 2) continue;
    found.add(`${route.method} ${route.path}`);
  }
  return found;
}
