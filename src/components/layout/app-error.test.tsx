// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppError, ShellIfItRenders } from "./app-error";

function ErrorPage() {
  return (
    <ShellIfItRenders>
      <AppError />
    </ShellIfItRenders>
  );
}

describe("the error page", () => {
  beforeEach(() => {
    // React reports the caught error to the console; it is expected here.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Unexpected Application Error!' and the message when a route throws while rendering", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary: ErrorPage,
        Component() {
          throw new Error("Cannot read the news feed");
        },
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText("Cannot read the news feed")).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/");
    // Inside the site layout: the header's navigation and the footer are there.
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("shows the status of a thrown response", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary: ErrorPage,
        loader() {
          throw data(null, { status: 503, statusText: "Service Unavailable" });
        },
        Component: () => <p>never</p>,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
    expect(screen.getByText("503 Service Unavailable")).toBeVisible();
  });

  it("says the connection is the cause when a page's data could not be fetched offline", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary: ErrorPage,
        loader() {
          throw new TypeError("Failed to fetch");
        },
        Component: () => <p>never</p>,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are offline, and this page is not on this device yet.",
    );
    expect(screen.queryByText("Failed to fetch")).toBeNull();
  });

  it("keeps the browser's words for a failed request with a connection", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        ErrorBoundary: ErrorPage,
        loader() {
          throw new TypeError("Failed to fetch");
        },
        Component: () => <p>never</p>,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch");
  });
});
