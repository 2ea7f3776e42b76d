import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../../tests/components/render";
import AffordabilityPage, { clientLoader } from "./affordability";

const loader = clientLoader as never;

/** The headline figure, whose unit ("a month") is set apart in its own element. */
const figure = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === "P" && element.textContent === text;

const open = (at: string) => renderRoute("/affordability", AffordabilityPage, { at, loader });

const card = (title: string) =>
  within(
    screen.getByRole("heading", { name: new RegExp(`^${title}`) }).parentElement as HTMLElement,
  );

describe("What can I afford", () => {
  it("works the price out as the buyer types and links to the search up to it", async () => {
    const { user } = open("/affordability");
    await screen.findByText("Enter your income to see a comfortable and a stretch figure.");
    await user.type(screen.getByLabelText("Yearly income before tax ($)"), "$120,000");
    await user.type(screen.getByLabelText("Down payment ($)"), "200000");
    await user.selectOptions(screen.getByLabelText("State"), "TX");

    const comfortable = card("Comfortable");
    expect(comfortable.getByText("$467,000")).toBeTruthy();
    expect(
      comfortable.getByText(/^Housing costs limit this: .* within 28% of your income/),
    ).toBeTruthy();
    expect(
      comfortable
        .getByRole("link", { name: "Search homes up to $467,000 in Texas" })
        .getAttribute("href"),
    ).toBe("/search?q=Texas&maxPrice=467000");
    expect(card("Stretch").getByRole("link").textContent).toMatch(/^Search homes up to \$\d/);

    await user.type(screen.getByLabelText("Monthly debt payments ($ a month)"), "1000");
    expect(card("Comfortable").getByText(/^Your debts limit this: .* within 36%/)).toBeTruthy();
  });

  it("says what is wrong with a field once the buyer leaves it, and hides the figures", async () => {
    const { user } = open("/affordability");
    const income = await screen.findByLabelText("Yearly income before tax ($)");
    await user.click(income);
    await user.tab();
    expect(screen.getByText("Enter your yearly income before tax")).toBeTruthy();
    expect(income.getAttribute("aria-invalid")).toBe("true");
    await user.type(income, "90000");
    await user.type(screen.getByLabelText("Down payment ($)"), "lots");
    // Not left yet: no message, but no figures either.
    expect(screen.queryByText("Down payment must be a number of dollars")).toBeNull();
    expect(screen.getByText("Correct the fields marked above to see your figures.")).toBeTruthy();
    await user.tab();
    expect(screen.getByText("Down payment must be a number of dollars")).toBeTruthy();
  });

  it("shows a sent form's figures and messages at once, and sending writes the address", async () => {
    const { user, location } = open("/affordability?income=120000&debts=4000&rate=6.5&term=30");
    const box = within(await screen.findByRole("region", { name: /^Comfortable/ }));
    expect(box.getByText("No home price")).toBeTruthy();
    expect(
      box.getByText(/^With these debts, nothing is left for a home: \$4,000 a month/),
    ).toBeTruthy();
    expect(box.queryByRole("link")).toBeNull();
    // 43% of $10,000 less $4,000 still leaves $300 a month at a stretch.
    expect(card("Stretch").getByRole("link")).toBeTruthy();

    await user.clear(screen.getByLabelText("Monthly debt payments ($ a month)"));
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    await vi.waitFor(() => expect(location()).toContain("debts=&"));
    expect(location()).toBe(
      "/affordability?income=120000&debts=&down=&rate=6.5&term=30&state=&hoa=",
    );
    expect(card("Comfortable").getByRole("link").textContent).toMatch(/^Search homes up to/);

    const sent = open("/affordability?income=abc&rate=99");
    expect(await sent.findByText("Income must be a number of dollars")).toBeTruthy();
    expect(sent.getByText("Interest rate must be at most 25%")).toBeTruthy();
  });

  it("gives a renter the rent-to-income figures and the search for rentals", async () => {
    const { user, location } = open("/affordability?offer=rent&income=60000&state=NY");
    const comfortable = within(await screen.findByRole("region", { name: /^Comfortable/ }));
    expect(comfortable.getByText(figure("$1,500 a month"))).toBeTruthy();
    expect(
      comfortable
        .getByRole("link", { name: "Search rentals up to $1,500 a month in New York" })
        .getAttribute("href"),
    ).toBe("/search?offer=rent&q=New+York&maxPrice=1500");
    expect(card("Stretch").getByText(figure("$1,660 a month"))).toBeTruthy();
    expect(screen.queryByLabelText("Down payment ($)")).toBeNull();

    await user.click(screen.getByRole("link", { name: "Buying" }));
    await screen.findByLabelText("Down payment ($)");
    expect(location()).toBe("/affordability?state=NY&income=60000");
  });
});
