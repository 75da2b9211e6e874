import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { usGeographyPlugin } from "./build-tools/us-geography/us-geography-plugin.ts";

export default defineProject({
  plugins: [react(), usGeographyPlugin()],
  test: { name: "web", environment: "jsdom", setupFiles: ["@fad/test-clock/register", "./src/test-setup.ts"] },
});
