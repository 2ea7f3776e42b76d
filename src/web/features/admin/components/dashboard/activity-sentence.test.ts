import { describe, expect, it } from "vitest";
import { activityActor, activitySentence } from "./activity-sentence";

const say = (action: string, details: Record<string, unknown> = {}) =>
  activitySentence({ action, details });

describe("activitySentence", () => {
  it("reads each admin action with its target", () => {
    expect(say("role_changed", { name: "Ann", from: "user", to: "realtor" })).toBe(
      "changed Ann's role from user to realtor",
    );
    expect(say("profile_updated", { name: "Ann" })).toBe("updated Ann's profile");
    expect(say("request_approved", { name: "Ann", requestType: "realtor" })).toBe(
      "approved Ann's realtor request",
    );
    expect(say("request_rejected", { name: "Bo", requestType: "photographer" })).toBe(
      "rejected Bo's photographer request",
    );
    expect(say("user_suspended", { name: "Cy", reason: "Spam" })).toBe("suspended Cy (Spam)");
    expect(say("user_suspended", { name: "Cy" })).toBe("suspended Cy");
    expect(say("user_unsuspended", { name: "Cy" })).toBe("unsuspended Cy");
    expect(say("user_deleted", { name: "Di" })).toBe("deleted Di");
    expect(say("review_hidden", { name: "Rita", reason: "Insults" })).toBe(
      "hid a review of Rita (Insults)",
    );
    expect(say("settings_updated", { siteName: "X" })).toBe("updated the site settings");
    expect(say("site_page_updated", { title: "About Us" })).toBe('edited the page "About Us"');
  });

  it("reads each content action with the title it acted on", () => {
    expect(say("property_created", { title: "Loft" })).toBe('added the listing "Loft"');
    expect(say("property_featured", { title: "Loft" })).toBe('featured the listing "Loft"');
    expect(say("reel_deleted", { title: "Tour" })).toBe('deleted the reel "Tour"');
    expect(say("blog_post_published", { title: "Tips" })).toBe('published the post "Tips"');
    expect(say("blog_category_renamed", { title: "Market", from: "Markets" })).toBe(
      'renamed the category "Markets" to "Market"',
    );
    expect(say("blog_category_renamed", {})).toBe("renamed a category");
    expect(say("property_deleted")).toBe("deleted the listing");
  });

  it("copes with missing details and unknown actions", () => {
    expect(say("user_deleted")).toBe("deleted a user");
    expect(say("post_published")).toBe("post published");
  });

  it("names a deleted admin", () => {
    expect(activityActor({ admin: null })).toBe("A deleted administrator");
    expect(activityActor({ admin: { id: "a", name: "Ada" } })).toBe("Ada");
  });
});
