// The profile photo's limits and messages: the upload (server/media/photo.server.ts, the API's /profiles/photo)
// refuses with them and the profile editor checks the same size before it sends anything.
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  missing: "Please select a file first",
  invalidType: "Please upload a valid image file (JPEG, PNG, GIF, or WebP)",
  tooLarge: "Image size must be less than 5MB",
  success: "Profile photo updated successfully!",
  raced: "Another photo was saved at the same moment and was kept. Upload again to replace it.",
} as const;
