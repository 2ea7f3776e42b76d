import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { propertyInquiries, tourRequests } from "../../src/server/platform/db/schema";
import { createProperty } from "../factories/properties";
import { createUser, signedInClient } from "../factories/users";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

// Behind a trusted proxy each test can be its own client address, so the flood limit of one
// test does not spill into the next.
const t = setupTestApp({ TRUST_PROXY: "true" });

let addressCounter = 0;
const newAddress = () => `203.0.113.${++addressCounter}`;
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

const message = {
  name: "Jane Buyer",
  email: "jane@example.test",
  message: "Is it still available?",
};

async function storedInquiry(id: string) {
  const [row] = await t.deps.db
    .select()
    .from(propertyInquiries)
    .where(eq(propertyInquiries.id, id));
  return row;
}

describe("POST /api/properties/:id/inquiries (Contact Agent)", () => {
  it("stores a visitor's message for the listing's realtor", async () => {
    const realtor = await createUser(t, { role: "realtor" });
    const property = await createProperty(t, { realtorId: realtor.id });
    const response = await new TestClient(t).post(
      `/api/properties/${property.id}/inquiries`,
      { ...message, phone: "(555) 123-4567" },
      from(newAddress()),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await storedInquiry(id)).toMatchObject({
      propertyId: property.id,
      realtorId: realtor.id,
      senderId: null,
      name: "Jane Buyer",
      email: "jane@example.test",
      phone: "(555) 123-4567",
      message: "Is it still available?",
      readAt: null,
    });
  });

  it("records the sender when signed in, and works for a listing without realtor", async () => {
    const { client, account } = await signedInClient(t);
    const property = await createProperty(t);
    const response = await client.post(
      `/api/properties/${property.id}/inquiries`,
      message,
      from(newAddress()),
    );
    expect(response.status).toBe(201);
    const row = await storedInquiry(((await response.json()) as { id: string }).id);
    expect(row).toMatchObject({ senderId: account.id, realtorId: null, phone: null });
  });

  it("reports missing and invalid fields with the form's messages", async () => {
    const property = await createProperty(t);
    const response = await new TestClient(t).post(
      `/api/properties/${property.id}/inquiries`,
      { name: " ", email: "", message: "\u0000\u0007 \n" },
      from(newAddress()),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      { path: "name", message: "Name is required" },
      { path: "email", message: "Email is required" },
      { path: "message", message: "Message is required" },
    ]);
    const invalid = await new TestClient(t).post(
      `/api/properties/${property.id}/inquiries`,
      { ...message, email: "not-an-email", phone: "call me" },
      from(newAddress()),
    );
    expect((await invalid.json()).issues).toEqual([
      { path: "email", message: "Please enter a valid email address." },
      { path: "phone", message: "Please enter a valid phone number" },
    ]);
  });

  it("limits the message to 2000 characters", async () => {
    const property = await createProperty(t);
    const url = `/api/properties/${property.id}/inquiries`;
    const tooLong = await new TestClient(t).post(
      url,
      { ...message, message: "x".repeat(2001) },
      from(newAddress()),
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).issues).toEqual([
      { path: "message", message: "Message must be at most 2000 characters" },
    ]);
    const longest = await new TestClient(t).post(
      url,
      { ...message, message: "x".repeat(2000) },
      from(newAddress()),
    );
    expect(longest.status).toBe(201);
  });

  it("keeps markup as literal text and strips control characters", async () => {
    const property = await createProperty(t);
    const html = '<script>alert("hi")</script>\r\n<b>Bold</b> &amp;\tTabbed\u0000\u001b[31m';
    const response = await new TestClient(t).post(
      `/api/properties/${property.id}/inquiries`,
      { ...message, name: "Jane\nDoe\u0000 <i>x</i>", message: html },
      from(newAddress()),
    );
    expect(response.status).toBe(201);
    const row = await storedInquiry(((await response.json()) as { id: string }).id);
    expect(row?.name).toBe("Jane Doe <i>x</i>");
    expect(row?.message).toBe('<script>alert("hi")</script>\n<b>Bold</b> &amp;\tTabbed[31m');
  });

  it("is a 404 for an unknown listing and a 400 for a body that is not JSON", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await new TestClient(t).post(
        `/api/properties/${id}/inquiries`,
        message,
        from(newAddress()),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Property not found" });
    }
    const property = await createProperty(t);
    const broken = await new TestClient(t).request(
      "POST",
      `/api/properties/${property.id}/inquiries`,
      {
        body: "{",
        headers: { "content-type": "application/json", ...from(newAddress()).headers },
      },
    );
    expect(broken.status).toBe(400);
  });

  it("refuses an 11th message from one address within 10 minutes", async () => {
    const property = await createProperty(t);
    const url = `/api/properties/${property.id}/inquiries`;
    const flooder = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await new TestClient(t).post(url, message, from(flooder))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await new TestClient(t).post(url, message, from(flooder));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(await refused.json()).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^Too many messages\. Please try again in \d+ minutes\.$/),
    });
    expect((await new TestClient(t).post(url, message, from(newAddress()))).status).toBe(201);
  });
});

const utcDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe("POST /api/properties/:id/tour-requests (Request Tour)", () => {
  it("needs sign-in", async () => {
    const property = await createProperty(t);
    const response = await new TestClient(t).post(`/api/properties/${property.id}/tour-requests`, {
      date: utcDay(1),
      window: "morning",
    });
    expect(response.status).toBe(401);
  });

  it("records the request for the listing's realtor", async () => {
    const realtor = await createUser(t, { role: "realtor" });
    const property = await createProperty(t, { realtorId: realtor.id });
    const { client, account } = await signedInClient(t);
    const response = await client.post(`/api/properties/${property.id}/tour-requests`, {
      date: utcDay(1),
      window: "morning",
      message: "Morning if possible\u0000",
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; date: string };
    expect(body).toEqual({
      id: expect.any(String),
      date: utcDay(1),
      window: "morning",
      startsAt: null,
      conversationId: expect.any(String),
    });
    const [row] = await t.deps.db.select().from(tourRequests).where(eq(tourRequests.id, body.id));
    expect(row).toMatchObject({
      propertyId: property.id,
      realtorId: realtor.id,
      userId: account.id,
      tourDate: utcDay(1),
      message: "Morning if possible",
      timeWindow: "morning",
      status: "requested",
    });
  });

  it("accepts yesterday to 60 days ahead (UTC) and nothing outside", async () => {
    const property = await createProperty(t);
    const { client } = await signedInClient(t);
    const url = `/api/properties/${property.id}/tour-requests`;
    for (const offset of [-1, 0, 60]) {
      expect(
        (await client.post(url, { date: utcDay(offset), window: "morning" }, from(newAddress())))
          .status,
      ).toBe(201);
    }
    for (const offset of [-2, 61, 400]) {
      const response = await client.post(
        url,
        { date: utcDay(offset), window: "morning" },
        from(newAddress()),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([
        { path: "date", message: "Choose a day within the next 60 days" },
      ]);
    }
    for (const date of ["", "2025-02-30", "tomorrow"]) {
      const response = await client.post(url, { date, window: "morning" }, from(newAddress()));
      expect((await response.json()).issues).toEqual([
        { path: "date", message: "Choose a day for the tour" },
      ]);
    }
    const tooLong = await client.post(
      url,
      { date: utcDay(2), window: "morning", message: "x".repeat(501) },
      from(newAddress()),
    );
    expect((await tooLong.json()).issues).toEqual([
      { path: "message", message: "Message must be at most 500 characters" },
    ]);
  });

  it("is a 409 while the thread's last request waits for an answer, fine for another user", async () => {
    const realtor = await createUser(t, { role: "realtor" });
    const property = await createProperty(t, { realtorId: realtor.id });
    const { client } = await signedInClient(t);
    const url = `/api/properties/${property.id}/tour-requests`;
    const first = { date: utcDay(3), window: "morning" };
    expect((await client.post(url, first, from(newAddress()))).status).toBe(201);
    const again = await client.post(
      url,
      { date: utcDay(4), window: "evening" },
      from(newAddress()),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      code: "CONFLICT",
      message: "You already have a tour request waiting for an answer in this conversation.",
    });
    const { client: other } = await signedInClient(t);
    expect((await other.post(url, first, from(newAddress()))).status).toBe(201);
  });

  it("needs a time of day", async () => {
    const property = await createProperty(t);
    const { client } = await signedInClient(t);
    const response = await client.post(
      `/api/properties/${property.id}/tour-requests`,
      { date: utcDay(1), window: "night" },
      from(newAddress()),
    );
    expect((await response.json()).issues).toEqual([
      { path: "window", message: "Choose a time of day" },
    ]);
  });

  it("is a 404 for an unknown listing", async () => {
    const { client } = await signedInClient(t);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const response = await client.post(`/api/properties/${id}/tour-requests`, {
        date: utcDay(1),
        window: "morning",
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Property not found" });
    }
  });
});
