import { describe, expect, it } from "vitest";

import { postgresTarget } from "./client";

describe("DATABASE_URL naming a Unix socket, as libpq does", () => {
  it("turns ?host=/dir into the socket path and leaves the rest of the URL", () => {
    expect(postgresTarget("postgres://postgres@localhost/shop?host=/var/run/postgresql")).toEqual({
      url: "postgres://postgres@localhost/shop",
      path: "/var/run/postgresql/.s.PGSQL.5432",
    });
  });

  it("uses the URL's port in the socket's name", () => {
    expect(postgresTarget("postgres://u@localhost:5433/shop?host=/tmp/&sslmode=disable").path).toBe("/tmp/.s.PGSQL.5433");
  });

  it("leaves a TCP URL as it is", () => {
    expect(postgresTarget("postgres://u@127.0.0.1:5432/shop")).toEqual({ url: "postgres://u@127.0.0.1:5432/shop" });
  });
});
