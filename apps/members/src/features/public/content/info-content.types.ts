/** A link at the end of an info page; `document` links leave this app (the application lives at /apply). */
export interface InfoAction {
  label: string;
  to: string;
  primary?: boolean;
  document?: boolean;
}

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** A numbered list, for things that happen in order. */
  steps?: string[];
}

export interface InfoContent {
  title: string;
  /** The one-paragraph answer to "what is this page". */
  lead: string;
  sections: InfoSection[];
  actions?: InfoAction[];
}
