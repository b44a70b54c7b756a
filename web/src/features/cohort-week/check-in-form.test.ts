import { checkInRequestSchema, type CheckIn } from "@contract/cohorts/week";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/form-errors";
import { formOf, requestOf } from "./check-in-form";

const typed = {
  revenue: "1250,50",
  clients: "3",
  leads: "12",
  hours: "30",
  confidence: "4",
  win: " A win ",
  blocker: "",
};

describe("the check-in form", () => {
  it("makes the request the contract takes, trimming the words", () => {
    const parsed = checkInRequestSchema.safeParse(requestOf(typed));
    expect(parsed.success && parsed.data).toEqual({
      revenue: 1250.5,
      clients: 3,
      leads: 12,
      hours: 30,
      confidence: 4,
      win: "A win",
      blocker: "",
    });
  });

  it("names each refused field once: empty, negative, absurd and fractional figures", () => {
    const parsed = checkInRequestSchema.safeParse(
      requestOf({ ...typed, revenue: "", clients: "-1", hours: "200", confidence: "2.5" }),
    );
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!.issues);
    expect(Object.keys(errors).sort()).toEqual(["clients", "confidence", "hours", "revenue"]);
    expect(errors.clients).toBe("Paying clients cannot be negative");
    expect(errors.hours).toBe("Hours worked must be at most 168");
  });

  it("starts from the week's check-in when there is one", () => {
    const saved = { revenue: 900, clients: 2, leads: 5, hours: 12.5, confidence: 5, win: "w", blocker: "b" } as CheckIn;
    expect(formOf(saved)).toEqual({
      revenue: "900",
      clients: "2",
      leads: "5",
      hours: "12.5",
      confidence: "5",
      win: "w",
      blocker: "b",
    });
    expect(formOf(null).confidence).toBe("3");
  });
});
