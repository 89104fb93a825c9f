import type { Response } from 'express';

// PayPal's error bodies, as billing's client reads them.

export const notFound = (res: Response) =>
  void res.status(404).json({
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    details: [
      { issue: 'INVALID_RESOURCE_ID', description: 'Requested resource ID was not found.' },
    ],
  });

export const statusInvalid = (res: Response) =>
  void res.status(422).json({
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [
      {
        issue: 'SUBSCRIPTION_STATUS_INVALID',
        description:
          'Invalid subscription status for cancel action; subscription status should be active or suspended.',
      },
    ],
  });
