//! Training the learned move ordering: exact labels from strong
//! solutions (logistic regression) and Q-learning. Imports every other
//! room; nothing imports it but the front ends.

pub mod qlearn;
pub mod train;
