import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Every route of the specification ends with a slash: /huishouden/, /api/carts/.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules
  // at run time, not bundled; pdfkit reads its standard fonts (.afm) from its own folder.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "nodemailer", "ioredis", "pg-boss", "pdfkit"],
  // The build writes to a folder that `npm start` can compare with the sources.
  experimental: {
    optimizePackageImports: ["@mui/material", "@mui/icons-material"],
  },
};

export default nextConfig;
