/** Toasts have variants default, destructive and success. */
export const TOAST_VARIANTS = ['default', 'destructive', 'success'] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface Toast {
  /** Changes with every toast shown, so a repeated message still restarts its timer. */
  readonly id: number;
  readonly message: string;
  readonly variant: ToastVariant;
}
