import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../../../tests/components/render";
import { PaymentCalculator } from "./payment-calculator";

describe("PaymentCalculator", () => {
  it("estimates the month's payment from the price and follows each changed term", async () => {
    const { user } = renderRoute("/property/1", () => (
      <PaymentCalculator price={500_000} state="TX" />
    ));
    const calculator = within(
      await screen.findByRole("region", { name: "Estimated monthly payment" }),
    );
    const monthly = calculator.getByRole("status");
    // $400,000 at 6.5% for 30 years is $2,528 a month, plus Texas's typical tax (1.58%, $7,900)
    // and insurance ($3,800 per $300,000: $6,333) a year.
    expect(calculator.getByLabelText("Property tax ($ per year)")).toHaveProperty("value", "7900");
    expect(monthly.textContent).toBe("$3,714 / month");
    const down = calculator.getByLabelText("Down payment (%)");
    await user.clear(down);
    await user.type(down, "100");
    expect(monthly.textContent).toBe("$1,186 / month");
    await user.selectOptions(calculator.getByLabelText("Loan term"), "15");
    await user.clear(down);
    await user.type(down, "20");
    expect(monthly.textContent).toBe("$4,671 / month");
    expect(
      calculator.getByRole("link", { name: "Work out what you can afford" }).getAttribute("href"),
    ).toBe("/affordability?state=TX");
  });

  it("estimates land on a land loan and says it leaves insurance out", async () => {
    renderRoute("/property/1", () => <PaymentCalculator price={200_000} kind="land" state="TX" />);
    const calculator = within(
      await screen.findByRole("region", { name: "Estimated monthly payment" }),
    );
    // $140,000 at 8.5% for 20 years is $1,215 a month, plus Texas's typical tax; no insurance.
    expect(calculator.getByRole("status").textContent).toBe("$1,478 / month");
    expect(calculator.getByLabelText("Land price ($)")).toBeTruthy();
    expect(calculator.queryByLabelText("Home insurance ($ per year)")).toBeNull();
    expect(calculator.queryByText("Home insurance")).toBeNull();
    expect(
      [...(calculator.getByLabelText("Loan term") as HTMLSelectElement).options].map((o) => o.text),
    ).toEqual(["20 years", "15 years", "10 years"]);
    expect(calculator.getByText(/It includes no insurance/)).toBeTruthy();
  });
});
