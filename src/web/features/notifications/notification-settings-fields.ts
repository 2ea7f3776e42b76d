import type { NotificationSettings } from "@/shared/schemas/profile";

export interface NotificationSettingField {
  key: keyof NotificationSettings;
  label: string;
  description: string;
}

/** The three preferences, in the order both forms show them. */
export const NOTIFICATION_SETTING_FIELDS: readonly NotificationSettingField[] = [
  {
    key: "emailNotifications",
    label: "Email Notifications",
    description: "Receive e-mails about your account activity.",
  },
  {
    key: "propertyAlerts",
    label: "Property Alerts",
    description: "Get notified about new properties that match your searches.",
  },
  {
    key: "marketingEmails",
    label: "Marketing Emails",
    description: "Receive news, tips and special offers.",
  },
];

/** The toast shown when the notification settings are saved. */
export const SETTINGS_SAVED = {
  title: "Notification settings updated",
  description: "Your notification preferences have been saved.",
};
export const SETTINGS_FAILED = {
  title: "Error updating settings",
  description: "There was a problem updating your notification settings.",
};
export const SIGN_IN_NEEDED = {
  title: "Authentication required",
  description: "You must be logged in to update settings.",
};
