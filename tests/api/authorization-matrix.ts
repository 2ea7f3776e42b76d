import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { requestNewsletterSubscription } from "../../src/server/blog/subscribers.service";
import {
  blogCategories,
  conversationMessages,
  conversations,
  notifications,
  photographerPortfolioImages,
  savedSearches,
  sentEmails,
  threadReports,
  tourRequests,
} from "../../src/server/platform/db/schema";
import type { Role } from "../../src/shared/roles";
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
  return thread;
}

/** The caller's own thread: as its realtor for the realtor, as its member for anyone else. */
const ownThread = (w: World, actor: Actor) =>
  actor === "realtor"
    ? threadOf(w, w.otherUserId, w.ids.realtor)
    : threadOf(w, ownerOf(w, actor, w.otherUserId), w.otherRealtorId);

const otherThread = (w: World) => threadOf(w, w.otherUserId, w.otherRealtorId);

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

/** The caller's own tour that their side may answer: requested (realtor) or proposed (member). */
const ownTour = async (w: World, actor: Actor) =>
  tourIn(w, await ownThread(w, actor), actor === "realtor" ? "requested" : "proposed");

const otherTour = async (w: World) => tourIn(w, await otherThread(w), "requested");

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
    probe: async (w) => ({
      // A fresh listing each time: a thread holds one request waiting for an answer.
      path: `/api/properties/${await listingOf(w, w.otherRealtorId)}/tour-requests`,
      json: { date: inAWeek(), window: "morning", message: "Matrix tour" },
    }),
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
    route: "GET /api/tours/upcoming",
    expect: SIGNED_IN(200),
    probe: () => ({ path: "/api/tours/upcoming" }),
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
