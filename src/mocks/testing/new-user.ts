/** A user the users app may add (`POST /apps/users/add-user`): no one in the seed has her name. */
export const newUser = {
  fullName: 'Grace Hopper',
  username: 'ghopper',
  email: 'grace@example.com',
  contact: '+1 (202) 555-0147',
  company: 'Navy Labs',
  country: 'United States',
  role: 'editor',
  currentPlan: 'team',
};
