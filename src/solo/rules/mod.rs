//! The rules of Solo Chess beyond its types: the position and its legal
//! captures, the replay of a written plan, Solo FEN and the thesis format,
//! loading a puzzle from a file or a FEN, and the facts every encoding
//! of a puzzle reads (`reach`). Imports nothing of the other
//! rooms.

pub mod load;
pub mod notation;
pub mod position;
pub mod reach;
