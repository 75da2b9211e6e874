import { mountApp } from "./app/mount-app.tsx";
import "./ui/styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("Find a Doctor: the page has no #root element");

await mountApp(root);
