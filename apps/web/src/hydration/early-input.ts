/**
 * What a visitor types, ticks, picks or presses on a server-rendered page before its code is live is
 * kept (decision 85). The page is readable and its boxes take typing at once, but its code comes after
 * the first paint (decision 58) and hydration takes a while on a phone: React then owns each box with
 * the state it started from (empty), and the first render after hydration writes that state back over
 * what the visitor typed.
 *
 * So from the moment the entry runs until the app is live, this records each field the visitor
 * changed (its last value or checked state, and the caret); a field changed before even the entry ran
 * is found by its difference from the server's markup. Once hydrated, `replay` gives each field its
 * value again through the events React listens to (so the app's state, validation and type-ahead
 * follow, as if typed now) and puts the caret back. A button pressed before hydration starts (a time on
 * a doctor's card, a Search) is pressed again, in order, once the fields are back (decision 115); from
 * the moment hydration starts React sees presses itself and replays them (recording those too pressed a
 * toggle twice, decision 85). Nothing is stored anywhere: it lives in this page's memory only.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldRecord {
  element: Field;
  /** To find the field again should hydration have replaced the node (a mismatch renders it anew). */
  id: string;
  value: string;
  checked: boolean;
  selection: { start: number; end: number } | null;
}

export interface EarlyInput {
  /** Hydration starts: React sees presses from now on, so they are no longer recorded. */
  stopRecordingPresses(): void;
  /** Stops recording and gives the live app what the visitor typed, chose and pressed. Call once, after hydration. */
  replay(): void;
}

interface PressRecord {
  button: HTMLButtonElement;
  /** To find the button again should hydration have replaced the node. */
  id: string;
}

const TOGGLES = new Set(["checkbox", "radio"]);
/** Inputs whose value a visitor cannot type or whose value is not theirs to keep. */
const NOT_TYPED = new Set(["button", "submit", "reset", "image", "hidden", "file"]);

function isField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && TOGGLES.has(field.type);

function readSelection(field: Field): FieldRecord["selection"] {
  if (field instanceof HTMLSelectElement || isToggle(field)) return null;
  try {
    const { selectionStart: start, selectionEnd: end } = field;
    return start === null || end === null ? null : { start, end };
  } catch {
    return null; // types without a caret (number, email in some browsers)
  }
}

function snapshot(field: Field): FieldRecord {
  return {
    element: field,
    id: field.id,
    value: field.value,
    checked: isToggle(field) ? field.checked : false,
    selection: readSelection(field),
  };
}

/** The field differs from the server's markup: the visitor changed it before any script ran. */
function changedFromMarkup(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    // With no option marked selected in the markup, a single select starts on its first.
    let markedIndex = 0;
    for (const [index, option] of [...field.options].entries()) if (option.defaultSelected) markedIndex = index;
    return field.multiple
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.selectedIndex !== markedIndex;
  }
  return field.value !== field.defaultValue;
}

/** The prototype's own setter: writes the DOM value without telling React's value tracker. */
function nativeSetter(field: Field, property: "value" | "checked"): ((value: unknown) => void) | undefined {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
}

function restoreField(field: Field, record: FieldRecord, doc: Document): void {
  if (isToggle(field)) {
    if (field.type === "radio" && !record.checked) return; // a radio is unchecked by checking another
    // Through React's tracker, the opposite; then a real click turns it to the visitor's choice and
    // sends the click and change events React's onChange reads.
    field.checked = !record.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = record.value;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // React skips an input event whose value its tracker already holds: tell the tracker the box held
  // something else, write the visitor's text past it, then send the event typing would have sent.
  field.value = record.value === "" ? " " : "";
  nativeSetter(field, "value")?.call(field, record.value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (record.selection && doc.activeElement === field) {
    field.setSelectionRange(record.selection.start, record.selection.end);
  }
}

function findAgain<T extends Element>(element: T, id: string, doc: Document): T | null {
  if (element.isConnected) return element;
  const found = id ? doc.getElementById(id) : null;
  return found && found.tagName === element.tagName ? (found as unknown as T) : null;
}

/** Starts recording in `root` (a server-rendered page's app root). */
export function captureEarlyInput(root: HTMLElement, doc: Document = document): EarlyInput {
  const fields = new Map<Field, FieldRecord>();
  const inRoot = (target: EventTarget | null): target is Element => target instanceof Node && root.contains(target);

  for (const field of root.querySelectorAll<Field>("input, textarea, select")) {
    if (isField(field) && changedFromMarkup(field)) fields.set(field, snapshot(field));
  }

  const record = (event: Event) => {
    if (isField(event.target) && inRoot(event.target)) fields.set(event.target, snapshot(event.target));
  };
  const recordCaret = (event: Event) => {
    const entry = isField(event.target) ? fields.get(event.target) : undefined;
    if (entry) entry.selection = readSelection(entry.element);
  };
  // Enter in a box, or a submit button, would send a form to the server and leave the page with all
  // that was typed: the form stays, and the press that sent it is made again once the app is live.
  const holdSubmit = (event: Event) => {
    if (inRoot(event.target)) event.preventDefault();
  };
  // A press (a click, a tap, Enter or Space on a button, Enter in a box of a form with a submit button)
  // does nothing before the app is live: it is kept and made again. A disabled button gets no click.
  const presses: PressRecord[] = [];
  let recordingPresses = true;
  const recordPress = (event: Event) => {
    if (!recordingPresses || !event.isTrusted || !inRoot(event.target)) return;
    const button = event.target.closest("button");
    if (button && root.contains(button) && !button.disabled) presses.push({ button, id: button.id });
  };
  const listeners: [string, (event: never) => void][] = [
    ["input", record],
    ["change", record],
    ["keyup", recordCaret],
    ["select", recordCaret],
    ["submit", holdSubmit],
    ["click", recordPress],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true);

  return {
    stopRecordingPresses() {
      recordingPresses = false;
    },
    replay() {
      recordingPresses = false;
      for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true);
      for (const entry of fields.values()) {
        const field = findAgain(entry.element, entry.id, doc);
        if (field) restoreField(field, entry, doc);
      }
      // After the fields: a Search pressed after typing searches for what was typed.
      for (const press of presses) {
        const button = findAgain(press.button, press.id, doc);
        if (button && !button.disabled) button.click();
      }
    },
  };
}

/** Resolves once the app marks `root` live (mount-app.tsx sets the attribute after hydration). */
export function whenHydrated(root: HTMLElement, attribute: string): Promise<void> {
  return new Promise((resolve) => {
    if (root.hasAttribute(attribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(attribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [attribute] });
  });
}
