// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { missingPageCode } from "@/lib/page-code";
import { OfflineNotice } from "./offline-notice";

function renderOnAPage() {
  return render(
    <MemoryRouter initialEntries={["/help"]}>
      <main tabIndex={-1}>
        <h1>Help Directory</h1>
      </main>
      <OfflineNotice />
    </MemoryRouter>,
  );
}

describe("OfflineNotice", () => {
  afterEach(() => act(() => missingPageCode.set(null)));

  it("says nothing until a tapped page could not be opened", () => {
    renderOnAPage();
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => missingPageCode.set("/cv-builder"));
    expect(screen.getByRole("alert")).toHaveTextContent("You are offline, and this page is not on this device yet.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("can be closed, and a keyboard goes on from the page's main content", async () => {
    renderOnAPage();
    act(() => missingPageCode.set("/cv-builder"));
    const close = screen.getByRole("button", { name: "Close this message" });
    close.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });
});
