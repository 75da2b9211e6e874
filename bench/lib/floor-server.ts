import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import compress from "@fastify/compress";
import Fastify from "fastify";

/**
 * The floor (issue 18): a server that answers a call with bytes it already holds, captured from the
 * real server for the same requests, through the same framework, body parsing and compression. What it
 * costs is the cost of the answer itself; the real server's figures beside it show what finding the
 * answer adds. Run as its own process(es): node --import tsx floor-server.ts <answers.json> <port> <path> <workers>
 */
const [answersFile, portText, path, workersText] = process.argv.slice(2);
const workers = Number(workersText ?? 1);

if (cluster.isPrimary && workers > 1) {
  for (let index = 0; index < workers; index++) cluster.fork();
  process.on("SIGTERM", () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    process.exit(0);
  });
} else {
  const answers = (JSON.parse(readFileSync(answersFile as string, "utf8")) as string[]).map((text) =>
    Buffer.from(text),
  );
  let next = 0;
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  await app.register(compress, { threshold: 1024 });
  app.post(path as string, async (_request, reply) => {
    const answer = answers[next++ % answers.length] as Buffer;
    return reply.type("application/json; charset=utf-8").send(answer);
  });
  app.get("/health", async () => ({ ok: true }));
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: Number(portText), host: "127.0.0.1" });
}
