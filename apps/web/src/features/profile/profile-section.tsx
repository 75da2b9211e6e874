import { type ReactNode, useId } from "react";

/** One titled section of the profile, a landmark-free region named by its heading. */
export function ProfileSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="profile-section" id={id} aria-labelledby={headingId}>
      <h2 className="profile-section__title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
