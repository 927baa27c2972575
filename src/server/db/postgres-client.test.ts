import { describe, expect, it } from "vitest";

import { MAX_PREPARED_TEXTS, postgresTarget, preparingEveryQuery } from "./client";

describe("DATABASE_URL naming a Unix socket, as libpq does", () => {
  it("turns ?host=/dir into the socket path and leaves the rest of the URL", () => {
    expect(postgresTarget("postgres://postgres@localhost/shop?host=/var/run/postgresql")).toEqual({
      url: "postgres://postgres@localhost/shop",
      options: { path: "/var/run/postgresql/.s.PGSQL.5432" },
    });
  });

  it("uses the URL's port in the socket's name", () => {
    expect(postgresTarget("postgres://u@localhost:5433/shop?host=/tmp/&sslmode=disable").options.path).toBe("/tmp/.s.PGSQL.5433");
  });

  it("leaves a TCP URL as it is", () => {
    expect(postgresTarget("postgres://u@127.0.0.1:5432/shop")).toEqual({ url: "postgres://u@127.0.0.1:5432/shop", options: {} });
  });
});

describe("every query prepared, up to a cap of query texts", () => {
  const fakeClient = () => {
    const calls: { query: string; prepare: boolean | undefined }[] = [];
    const client = {
      unsafe: (query: string, _params?: never[], options?: { prepare?: boolean }) => {
        calls.push({ query, prepare: options?.prepare });
        return query;
      },
    };
    return { client: preparingEveryQuery(client), calls };
  };

  it("prepares a query Drizzle left unnamed, so PostgreSQL plans it once per connection", () => {
    const { client, calls } = fakeClient();
    client.unsafe("select 1");
    client.unsafe("select 1");
    expect(calls.map((call) => call.prepare)).toEqual([true, true]);
  });

  it("beyond the cap a new text runs unprepared, while the texts already prepared stay so", () => {
    const { client, calls } = fakeClient();
    for (let index = 0; index < MAX_PREPARED_TEXTS; index += 1) client.unsafe(`select ${index}`);
    client.unsafe("select 'one too many'");
    client.unsafe("select 0");
    expect(calls.at(-2)).toEqual({ query: "select 'one too many'", prepare: false });
    expect(calls.at(-1)).toEqual({ query: "select 0", prepare: true });
  });
});
