import { createServer } from "node:net";

import { ConfigurationError } from "@/config/env";

/** Fails with a clear sentence when the port is taken, before anything slow happens. */
export function assertPortFree(port: number, hostname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(new ConfigurationError(`Poort ${port} is al in gebruik; stop het andere programma of kies een andere poort, bijvoorbeeld PORT=${port + 1} npm start.`));
      } else if (error.code === "EACCES") {
        reject(new ConfigurationError(`Poort ${port} mag niet worden gebruikt zonder extra rechten; kies een poort boven 1024 met PORT.`));
      } else {
        reject(new ConfigurationError(`Poort ${port} op ${hostname} kan niet worden geopend (${error.code ?? error.message}).`));
      }
    });
    probe.listen(port, hostname, () => probe.close(() => resolve()));
  });
}
