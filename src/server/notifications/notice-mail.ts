/** Who a notice is for: the greeting's name and the member an unsubscribe link turns off. */
export interface NoticeProps {
  name: string;
  memberId: string;
}

/** Where a realtor reads new messages and tour requests (the dashboard's Notifications tab). */
export const NOTIFICATIONS_PATH = "/dashboard?tab=notifications";

/**
 * The preference topic of notices the reader did not ask for: one click turns all of them off
 * (emailNotifications).
 */
export const noticesTopic = ({ memberId }: NoticeProps) => ({
  topic: "notices" as const,
  subject: memberId,
});
