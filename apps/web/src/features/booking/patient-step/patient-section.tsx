import { type ReactNode, useId } from "react";

/** One titled section of the patient form, named by its heading. */
export function PatientSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="patient-step__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="patient-step__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}
