import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VideoThumbnail } from "./video-thumbnail";

const image = (container: HTMLElement) => container.querySelector("img");

describe("VideoThumbnail", () => {
  it("draws its placeholder at once and asks for the image after the first frame, then at once", async () => {
    const first = render(<VideoThumbnail src="/a.jpg" title="Pricing" pillar="SELL" />);
    expect(screen.getByRole("img", { name: "Pricing" })).toBeTruthy();
    expect(image(first.container)).toBeNull();
    await waitFor(() => expect(image(first.container)?.getAttribute("src")).toBe("/a.jpg"));

    // Once the page has painted, a later view's thumbnails are not held back.
    const later = render(<VideoThumbnail src="/b.jpg" title="Branding" pillar="SHOW" />);
    expect(image(later.container)?.getAttribute("src")).toBe("/b.jpg");
  });
});
