import type { Role } from "./roles";
import type {
  AccessRequestStatus,
  AccessRequestType,
  MyAccessRequest,
} from "./schemas/access-requests";

/** The back office's user and request tables page on the server (thousands of users). */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_REQUESTS_PAGE_SIZE = 20;
export const ADMIN_USER_SEARCH_MAX = 100;
export const SUSPEND_REASON_MAX = 200;

/** The /admin/users tabs that list accounts; the Pending Requests tab reads /access-requests. */
export const ADMIN_USER_TABS = ["all", "realtors", "photographers"] as const;
export type AdminUserTab = (typeof ADMIN_USER_TABS)[number];

/** Messages of the rules the server enforces, worded as the user sees them. */
export const ADMIN_USER_MESSAGES = {
  emailNotEditable: "Email updates require admin privileges and must be done elsewhere.",
  lastAdmin: "There must be at least one administrator.",
  ownRole: "You cannot change your own role.",
  ownSuspend: "You cannot suspend your own account.",
  ownDelete: "You cannot delete your own account.",
  alreadySuspended: "This user is already suspended.",
  notSuspended: "This user is not suspended.",
  userNotFound: "User not found",
  requestNotFound: "Access request not found",
} as const;

export function alreadyDecidedMessage(status: Exclude<AccessRequestStatus, "pending">): string {
  return `This request has already been ${status}.`;
}

/** One row of the users table. */
export interface AdminUserRow {
  id: string;
  name: string;
  username: string | null;
  email: string;
  role: Role;
  avatarUrl: string | null;
  phoneNumber: string | null;
  /** ISO time the account was created (Joined). */
  createdAt: string;
  /** Banned and the ban has not run out: the user cannot sign in. */
  suspended: boolean;
  /** Only while suspended. */
  suspendReason: string | null;
}

/** GET /api/admin/users/:id: the profile dialog. */
export interface AdminUserDetail extends AdminUserRow {
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  bio: string | null;
  /** ISO time the profile last changed. */
  updatedAt: string;
  realtorRequestStatus: AccessRequestStatus | null;
  photographerRequestStatus: AccessRequestStatus | null;
  /** The user's access requests with what they submitted, newest first. */
  requests: MyAccessRequest[];
}

/** A page of a back-office table; a page past the end has no items but keeps the counts. */
export interface AdminPage<T> {
  items: T[];
  page: number;
  /** 0 when nothing matches. */
  pageCount: number;
  total: number;
}

/** One row of the Pending Requests table (and of decided requests). */
export interface AdminAccessRequestRow {
  id: string;
  user: {
    id: string;
    name: string;
    email: string;
    username: string | null;
    avatarUrl: string | null;
  };
  requestType: AccessRequestType;
  status: AccessRequestStatus;
  fullName: string;
  /** The type's own fields, as submitted (the Details popup). */
  details: MyAccessRequest["details"];
  createdAt: string;
  decidedAt: string | null;
}
