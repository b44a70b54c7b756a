import { describe, expect, it } from "vitest";
import { joinLabels, unsubscribedText } from "./unsubscribe-text";

describe("the unsubscribe page's words", () => {
  it("joins one, two and more labels as a sentence does", () => {
    expect(joinLabels([])).toBe("");
    expect(joinLabels(["A"])).toBe("A");
    expect(joinLabels(["A", "B"])).toBe("A and B");
    expect(joinLabels(["A", "B", "C"])).toBe("A, B and C");
  });

  it("names what was turned off by its labels, in the profile's order", () => {
    expect(unsubscribedText(["reminders"])).toBe("You won't get Reminders and nudges emails any more.");
    expect(unsubscribedText(["announcements", "coaching", "weekly_report"])).toBe(
      "You won't get Coaching from my coach, Weekly report and Announcements emails any more.",
    );
    expect(unsubscribedText([])).toBe("You won't get these emails any more.");
  });
});
