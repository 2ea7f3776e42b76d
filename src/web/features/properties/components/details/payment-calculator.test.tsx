import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../../../tests/components/render";
import { PaymentCalculator } from "./payment-calculator";

describe("PaymentCalculator", () => {
  it("estimates the month's payment from the price and follows each changed term", async () => {
    const { user } = renderRoute("/property/1", () => <PaymentCalculator price={500_000} />);
    const calculator = within(
      await screen.findByRole("region", { name: "Estimated monthly payment" }),
    );
    const monthly = calculator.getByRole("status");
    // $400,000 at 6.5% for 30 years is $2,528 a month, plus $5,500 tax and $1,500 insurance a year.
    expect(monthly.textContent).toBe("$3,112 / month");
    const down = calculator.getByLabelText("Down payment (%)");
    await user.clear(down);
    await user.type(down, "100");
    expect(monthly.textContent).toBe("$583 / month");
    await user.selectOptions(calculator.getByLabelText("Loan term"), "15");
    await user.clear(down);
    await user.type(down, "20");
    expect(monthly.textContent).toBe("$4,068 / month");
  });
});
