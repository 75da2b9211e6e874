import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: { name: "web", environment: "jsdom", setupFiles: ["@fad/test-clock/register", "./src/test-setup.ts"] },
});
