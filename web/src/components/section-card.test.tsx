import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SectionCard } from "./section-card";

describe("SectionCard", () => {
  it("is a region named by its h2 heading, with its content", () => {
    render(
      <SectionCard title="Work Context">
        <p>Freelance designer</p>
      </SectionCard>,
    );
    const region = screen.getByRole("region", { name: "Work Context" });
    expect(screen.getByRole("heading", { level: 2, name: "Work Context" })).toBeTruthy();
    expect(region.textContent).toContain("Freelance designer");
  });

  it("gives each card its own heading id", () => {
    render(
      <>
        <SectionCard title="Quick Actions" />
        <SectionCard title="Recommended for You" />
      </>,
    );
    const [first, second] = screen.getAllByRole("heading", { level: 2 });
    expect(first!.id).not.toBe(second!.id);
    expect(screen.getByRole("region", { name: "Recommended for You" }).getAttribute("aria-labelledby")).toBe(
      second!.id,
    );
  });

  it("shows the actions and the description beside the heading", () => {
    render(
      <SectionCard
        title="Learning Preferences"
        description="What you want to learn"
        actions={<button type="button">Edit Preferences</button>}
      />,
    );
    const region = screen.getByRole("region", { name: "Learning Preferences" });
    expect(region.textContent).toContain("What you want to learn");
    expect(screen.getByRole("button", { name: "Edit Preferences" })).toBeTruthy();
  });

  it("takes the variant's frame, extra classes and a body spacing of its own", () => {
    render(
      <SectionCard title="Danger Zone" variant="danger" className="mb-6" bodyClassName="gap-2 p-4">
        <p>Delete your account</p>
      </SectionCard>,
    );
    const region = screen.getByRole("region", { name: "Danger Zone" });
    expect(region.className).toContain("border-error/40");
    expect(region.className).toContain("mb-6");
    expect(region.firstElementChild!.className).toBe("card-body gap-2 p-4");
    expect(screen.getByRole("heading", { name: "Danger Zone" }).className).toContain("text-error");
  });
});
