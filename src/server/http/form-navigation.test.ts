import { describe, expect, it } from "vitest";

import { formMethodOverride, isFormNavigation, redirectFormNavigation } from "./form-navigation";
import { dataResponse, failureResponse } from "./responses";

const formRequest = (accept: string) =>
  new Request("http://shop/api/x/", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8", accept }, body: "a=1" });

describe("forms sent by a browser without JavaScript", () => {
  it("a form whose browser asks for HTML is a navigation; a script's call is not", () => {
    expect(isFormNavigation(formRequest("text/html,application/xhtml+xml,*/*;q=0.8"))).toBe(true);
    expect(isFormNavigation(formRequest("application/json"))).toBe(false);
    expect(isFormNavigation(new Request("http://shop/api/x/", { method: "POST", headers: { "content-type": "application/json", accept: "text/html" }, body: "{}" }))).toBe(false);
  });

  it("a navigation is sent on with 303 to the page the answer decides; the JSON answer stays for scripts", async () => {
    const seen: unknown[] = [];
    const ok = redirectFormNavigation(async () => dataResponse({ status: "confirmed" }), (answer) => {
      seen.push(answer);
      return "/klaar/";
    });
    const redirected = await ok(formRequest("text/html"));
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get("location")).toBe("/klaar/");
    expect(seen).toEqual([{ status: 200, data: { status: "confirmed" }, fields: [], errors: [] }]);
    expect((await ok(formRequest("application/json"))).status).toBe(200);
  });

  it("a failure passes its status and the fields it named with their messages, from a body or from the API lane's text", async () => {
    const seen: unknown[] = [];
    const locate = (answer: unknown) => {
      seen.push(answer);
      return "/fout/";
    };
    await redirectFormNavigation(async () => failureResponse(422, "Nee", [{ field: "emailAddress", errorMessage: "x" }]), locate)(formRequest("text/html"));
    await redirectFormNavigation(async () => failureResponse(429, "Te vaak", [], {}, {}, true), locate)(formRequest("text/html"));
    expect(seen).toEqual([
      { status: 422, data: undefined, fields: ["emailAddress"], errors: [{ field: "emailAddress", errorMessage: "x" }] },
      { status: 429, data: undefined, fields: [], errors: [] },
    ]);
  });
});

describe("a form asks for another method with ?_method=", () => {
  const answer = (name: string) => async () => new Response(name);
  const route = formMethodOverride({ DELETE: answer("delete") }, answer("post"));
  const send = (query: string) => route(new Request(`http://localhost/api/x/${query}`, { method: "POST" }));

  it("goes to the named method's handler, or to POST's when it names none", async () => {
    expect(await (await send("?_method=DELETE")).text()).toBe("delete");
    expect(await (await send("")).text()).toBe("post");
  });

  it("refuses a method it was not given, in another spelling too, with 405", async () => {
    for (const query of ["?_method=PUT", "?_method=delete", "?_method=constructor"]) expect((await send(query)).status, query).toBe(405);
    expect((await formMethodOverride({ PUT: answer("put") })(new Request("http://localhost/api/x/", { method: "POST" }))).status).toBe(405);
  });
});
