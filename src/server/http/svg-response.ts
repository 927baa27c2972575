/** An SVG answer that browsers and CDNs may keep for a day. */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400, stale-while-revalidate=604800",
      "x-content-type-options": "nosniff",
      // An SVG may never run script, whatever it contains.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

export function notFoundResponse(): Response {
  return new Response("Niet gevonden", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}
