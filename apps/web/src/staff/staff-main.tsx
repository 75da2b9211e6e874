import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { StaffConsole } from "./staff-console.tsx";
import "./staff.css";

/** The staff console's own entry (staff.html, decision 160): the patient pages never load this code. */
const root = document.getElementById("staff-root");
if (!root) throw new Error("Staff console: the page has no #staff-root element");
createRoot(root).render(
  <StrictMode>
    <StaffConsole />
  </StrictMode>,
);
